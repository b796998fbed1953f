import {
  APPROVAL_QUEUE_STATUS,
  archiveRefusal,
  deleteRefusal,
  editRefusal,
  editRestartsSigning,
  saveAsDraftRefusal,
  signingRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import {
  canonicalStatus,
  type CreditApplicationStatus,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import type { CreditApplicationBody } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { TimelineEvent } from '@creditdesk/domain/documents/document-answers.schemas';
import { businessTimeZone, businessToday } from '@creditdesk/domain/shared/dates';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Conflict, NotFound, refuse } from '../../core/errors';
import type { FileServiceDeps, StoredUpload } from '../../kit/streamed-upload';
import { auditChange, auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import { createDebitursService } from '../debiturs/debiturs.service';
import { appendTimelineEvent } from '../documents/application-documents.service';
import {
  checkReferences,
  prepareNewDebitur,
  resolveDebitur,
  withNewDebitur,
} from './credit-application-input';
import { nextCreditAppNo } from './credit-application-number';
import { createCreditApplicationReads } from './credit-application-reads.service';
import { facilitiesOfApplications } from './credit-application-records.repository';
import { auditView, valuesOf } from './credit-applications.mapper';
import * as repository from './credit-applications.repository';

const ENTITY = 'credit-application';

/** A stored row as the domain's status machine and creator rules read it. */
export const applicationState = (row: repository.CreditApplicationRecordRow) => ({
  status: row.status as CreditApplicationStatus,
  createdBy: row.createdBy,
});

/** A status change of the application and the entry it makes in its timeline. */
export interface StatusChange {
  to: CreditApplicationStatus;
  event: TimelineEvent;
  detail?: string | null;
  /** The decision's reason (Approved or Rejected). */
  decisionReason?: string;
}

export const createCreditApplicationsService = ({ db, storage, log }: FileServiceDeps) => {
  const debiturs = createDebitursService({ db, storage, log });
  const reads = createCreditApplicationReads({ db });

  /** Locks the application for a change; outside the actor's area it does not exist. */
  /** The ids of the application's facilities, as its audit rows name them. */
  const facilityIdsOf = async (tx: Executor, id: string) =>
    ((await facilitiesOfApplications(tx, [id])).get(id) ?? []).map((facility) => facility.id);

  const lockInScope = async (tx: Executor, id: string, actor: Actor) =>
    repository.findCreditApplicationForUpdate(tx, id, await actor.branchScope(tx));

  /**
   * Moves the application to `change.to` inside `tx`: the status and when it changed, the
   * signing history and the timeline, all in the caller's transaction.
   */
  const changeStatus = async (tx: Executor, id: string, change: StatusChange, actor: Actor) => {
    const now = new Date();
    await repository.updateCreditApplication(tx, id, {
      status: change.to,
      statusChangedAt: now,
      ...(change.to === APPROVAL_QUEUE_STATUS ? { submittedAt: now } : {}),
      ...(change.decisionReason === undefined ? {} : { decisionReason: change.decisionReason }),
    });
    await repository.appendSigning(tx, {
      applicationId: id,
      status: change.to,
      createdBy: actor.userId,
    });
    await appendTimelineEvent(tx, {
      applicationId: id,
      event: change.event,
      status: change.to,
      detail: change.detail ?? null,
      createdBy: actor.userId,
    });
  };

  return {
    ...reads,

    changeStatus,

    /** The application locked for a change in `tx` (SELECT ... FOR UPDATE), or 404. */
    async lockForChange(tx: Executor, id: string, actor: Actor) {
      const row = await lockInScope(tx, id, actor);
      if (!row) throw new NotFound();
      return row;
    },

    async create(body: CreditApplicationBody, received: StoredUpload[], actor: Actor) {
      const prepared = prepareNewDebitur(body, received);
      const id = await withNewDebitur(prepared, (newDebitur) =>
        db.transaction(async (tx) => {
          const debitur = await resolveDebitur(tx, debiturs, body, newDebitur, actor);
          const facilityIds = await checkReferences(tx, body);
          // The bank's today gives the default date and the number's year, at any hour of the server.
          const today = businessToday(businessTimeZone(), new Date());
          const created = await repository.insertCreditApplication(tx, {
            ...valuesOf(body, debitur),
            creditAppNo: await nextCreditAppNo(tx, Number(today.slice(0, 4))),
            creditAppDate: body.creditAppDate ?? today,
            status: body.status,
            createdBy: actor.userId,
          });
          await repository.replaceFacilities(tx, created.id, facilityIds);
          await repository.appendSigning(tx, {
            applicationId: created.id,
            status: body.status,
            createdBy: actor.userId,
          });
          await appendTimelineEvent(tx, {
            applicationId: created.id,
            event: 'created',
            status: body.status,
            createdBy: actor.userId,
          });
          await auditCreated(tx, actor, ENTITY, created.id, auditView(created, facilityIds));
          return created.id;
        }),
      );
      return reads.get(id, actor);
    },

    /** The wizard's full update: Save as Draft keeps a Draft; submit (re)starts signing at Open. */
    async update(id: string, body: CreditApplicationBody, received: StoredUpload[], actor: Actor) {
      const prepared = prepareNewDebitur(body, received);
      await withNewDebitur(prepared, (newDebitur) =>
        db.transaction(async (tx) => {
          const before = await lockInScope(tx, id, actor);
          if (!before) throw new NotFound();
          const state = applicationState(before);
          refuse(editRefusal(state, actor.userId));
          if (body.status === 'Draft') refuse(saveAsDraftRefusal(state.status));
          if (body.version !== undefined && body.version !== before.version)
            throw new Conflict(REQUEST_MESSAGES.staleRecord);
          const facilityIdsBefore = await facilityIdsOf(tx, id);
          const debitur = await resolveDebitur(tx, debiturs, body, newDebitur, actor);
          const facilityIds = await checkReferences(tx, body);
          const after = await repository.updateCreditApplication(tx, id, {
            ...valuesOf(body, debitur),
            creditAppDate: body.creditAppDate ?? before.creditAppDate,
          });
          await repository.replaceFacilities(tx, id, facilityIds);
          // Submitting a Draft opens it; an edit after signing started sends it back to Open.
          if (before.status !== body.status)
            await changeStatus(
              tx,
              id,
              { to: body.status, event: editRestartsSigning(state.status) ? 'revised' : 'status' },
              actor,
            );
          const afterStatus = { ...after, status: body.status };
          await auditUpdated(
            tx,
            actor,
            ENTITY,
            id,
            auditView(before, facilityIdsBefore),
            auditView(afterStatus, facilityIds),
          );
        }),
      );
      return reads.get(id, actor);
    },

    /** A signing step: only the creator, only to the immediate next status. */
    async moveStatus(id: string, requested: string, actor: Actor) {
      const status = canonicalStatus(requested) ?? requested;
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        const state = applicationState(before);
        refuse(signingRefusal(state, actor.userId, status));
        // Allowed only when `status` is the next signing step: a status of the machine.
        const to = status as CreditApplicationStatus;
        await changeStatus(tx, id, { to, event: 'status' }, actor);
        await auditChange(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'signing-step',
          before: { status: before.status },
          after: { status },
        });
      });
      return reads.get(id, actor);
    },

    async archive(id: string, isArchive: boolean, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        if (before.isArchive === isArchive) return;
        refuse(archiveRefusal(applicationState(before).status, isArchive));
        await repository.updateCreditApplication(tx, id, { isArchive });
        await auditChange(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: isArchive ? 'archived' : 'unarchived',
          before: { isArchive: before.isArchive },
          after: { isArchive },
        });
      });
      return reads.get(id, actor);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        refuse(deleteRefusal(applicationState(before).status));
        const facilityIds = await facilityIdsOf(tx, id);
        await repository.deleteCreditApplication(tx, id);
        await auditDeleted(tx, actor, ENTITY, id, auditView(before, facilityIds));
      });
    },
  };
};
export type CreditApplicationsService = ReturnType<typeof createCreditApplicationsService>;
