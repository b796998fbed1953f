import type { FastifyBaseLogger } from 'fastify';
import {
  editRestartsSigning,
  isCreator,
  LOCKED_STATUSES,
  nextSigningStatus,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import {
  canonicalStatus,
  type CreditApplicationStatus,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  CREDIT_APPLICATION_MESSAGES,
  creditApplicationBodySchema,
  NEW_DEBITUR_FILE_MAX_BYTES,
  type CreditApplication,
  type CreditApplicationBody,
  type CreditApplicationListQuery,
  type CreditApplicationRow,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import {
  DEBITUR_PHOTO_CATEGORY,
  type DebiturData,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { TimelineEvent } from '@creditdesk/domain/documents/document-answers.schemas';
import { businessTimeZone, businessToday } from '@creditdesk/domain/shared/dates';
import { STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { EXPORT_BATCH_ROWS, type ExportRows } from '../../lib/table-export';
import { Conflict, Forbidden, Invalid, NotFound, parseInput } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { changedFields } from '../audit/audit-diff';
import { recordAudit } from '../audit/audit.repository';
import { creditTypes } from '../credit-types/credit-types.table';
import { checkFiles, debiturFileRules } from '../debiturs/debitur-files';
import type { StoredUpload } from '../../lib/streamed-upload';
import { filesOfDebiturs } from '../debiturs/debiturs.repository';
import { parseDebiturData } from '../debiturs/debiturs.mapper';
import { createDebitursService } from '../debiturs/debiturs.service';
import { detailDocuments } from '../documents/document-views';
import {
  appendEvent,
  documentsOfApplication,
  versionsOfApplication,
} from '../documents/documents.repository';
import { facilities as facilitiesTable } from '../facilities/facilities.table';
import { nextCreditAppNo } from './credit-application-number';
import { auditView, toRow, valuesOf } from './credit-applications.mapper';
import * as repository from './credit-applications.repository';

const ENTITY = 'credit-application';

/** A new debitur of the wizard: its checked data and its files, already in storage. */
interface NewDebitur {
  data: DebiturData;
  stored: Parameters<ReturnType<typeof createDebitursService>['createInTransaction']>[2];
}

/** The server's own texts for the status machine (the spec shows none). */
export const CREDIT_APPLICATION_CONFLICTS = {
  notEditable: (status: string) => `A credit application that is ${status} cannot be edited.`,
  draftOnlyNew: 'Only a new or Draft credit application can be saved as Draft.',
  deleteDraftOnly: 'Only a Draft credit application can be deleted.',
  notCreator: 'Only the creator of the credit application can move its signing steps.',
  notEditor: 'Only the creator of the credit application can edit it once it is no longer a Draft.',
  wrongStep: (from: string, to: string) =>
    `A credit application that is ${from} cannot move to ${to}; only the next signing step is allowed.`,
  debiturUnusable: 'Debitur must be an active debitur of the selected type.',
  filesWithoutNewDebitur: 'Files can only be sent with a new debitur.',
} as const;
const C = CREDIT_APPLICATION_CONFLICTS;

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

/** The wizard's New Debitur documents: 20 MB, not the debitur area's 10 MB (spec section 9). */
export const NEW_DEBITUR_FILE_RULES = debiturFileRules({
  maxBytes: NEW_DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: CREDIT_APPLICATION_MESSAGES.fileTooLarge,
  typeMessage: CREDIT_APPLICATION_MESSAGES.fileType,
});

/** The wizard body from JSON or multipart fields. */
export const parseCreditApplicationBody = (fields: Record<string, unknown>) =>
  parseInput(creditApplicationBodySchema, fields);

const invalidField = (path: string, message: string) => new Invalid(message, [{ path, message }]);

export const createCreditApplicationsService = ({
  db,
  storage,
  log,
}: {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}) => {
  const debiturs = createDebitursService({ db, storage, log });

  const photosOf = async (executor: Executor, debiturIds: string[]) => {
    const byDebitur = await filesOfDebiturs(executor, debiturIds);
    return (id: string | null) =>
      id
        ? (byDebitur.get(id) ?? []).filter((file) => file.category === DEBITUR_PHOTO_CATEGORY)
        : [];
  };

  /** Outside the actor's area an application does not exist: 404 like an unknown id. */
  const getApplication = async (id: string, actor: Actor): Promise<CreditApplication> => {
    const record = await repository.findCreditApplicationRecord(
      db,
      id,
      await actor.branchScope(db),
    );
    if (!record) throw new NotFound();
    const [facilities, photos, history, documents, versions] = await Promise.all([
      repository.facilitiesOfApplications(db, [id]),
      photosOf(db, record.debitur ? [record.debitur.id] : []),
      repository.signingHistory(db, id),
      documentsOfApplication(db, id),
      versionsOfApplication(db, id),
    ]);
    return {
      ...toRow(record, facilities.get(id), photos(record.application.debiturId)),
      signingHistory: history.map((step) => ({
        status: step.status as CreditApplicationStatus,
        createdBy: { _id: step.createdBy, name: step.createdByName },
        created: step.createdAt.toISOString(),
      })),
      decisionReason: record.application.decisionReason,
      documents: detailDocuments(documents, versions),
    };
  };

  /** Locks the application for a change; outside the actor's area it does not exist. */
  const lockInScope = async (tx: Executor, id: string, actor: Actor) =>
    repository.findCreditApplicationForUpdate(tx, id, await actor.branchScope(tx));

  /** Credit type and facilities must exist; an unknown id counts as not selected. */
  const checkReferences = async (tx: Executor, body: CreditApplicationBody) => {
    if (body.creditType && (await repository.countExisting(tx, creditTypes, [body.creditType])) < 1)
      throw invalidField('creditType', CREDIT_APPLICATION_MESSAGES.creditTypeRequired);
    const facilityIds = [...new Set(body.facilities ?? [])];
    if (
      facilityIds.length > 0 &&
      (await repository.countExisting(tx, facilitiesTable, facilityIds)) < facilityIds.length
    )
      throw invalidField('facilities', CREDIT_APPLICATION_MESSAGES.facilitiesRequired);
    return facilityIds;
  };

  /**
   * The debitur, group and branch of the application: an existing debitur (active, same type)
   * or the new debitur written now; group and branch always come from the debitur.
   */
  const resolveDebitur = async (
    tx: Executor,
    body: CreditApplicationBody,
    newDebitur: NewDebitur | undefined,
    actor: Actor,
  ) => {
    let debiturId: string | undefined;
    if (body.joinType === 'Existing Debitur') debiturId = body.debitur;
    else if (newDebitur)
      debiturId = await debiturs.createInTransaction(tx, newDebitur.data, newDebitur.stored, actor);
    if (!debiturId) return { debiturId: null, groupId: null, branchId: null };
    const scope = await actor.branchScope(tx);
    const debitur = await repository.findDebiturForApplication(tx, debiturId, scope);
    if (!debitur || debitur.isArchive || debitur.type !== body.type)
      throw invalidField('debitur', C.debiturUnusable);
    return {
      debiturId: debitur.id,
      groupId: debitur.relatedGroupId,
      branchId: debitur.relatedBranchId,
    };
  };

  /** The new debitur's data and checked files, before anything is written. */
  const prepareNewDebitur = (body: CreditApplicationBody, received: StoredUpload[]) => {
    if (body.joinType !== 'New Debitur' || !body.newDebitur) {
      if (received.length > 0) throw invalidField('files', C.filesWithoutNewDebitur);
      return undefined;
    }
    const data = parseDebiturData(body.newDebitur, body.type);
    return { data, uploads: checkFiles(data.type, received, NEW_DEBITUR_FILE_RULES) };
  };

  /**
   * Runs `write` with the new debitur's files, which the route has stored (and removes again
   * if this does not commit).
   */
  const withNewDebitur = <T>(
    prepared: ReturnType<typeof prepareNewDebitur>,
    write: (newDebitur: NewDebitur | undefined) => Promise<T>,
  ) => write(prepared ? { data: prepared.data, stored: prepared.uploads } : undefined);

  /**
   * Moves the application to `change.to` inside `tx`: the status and when it changed, the
   * signing history and the timeline, all in the caller's transaction.
   */
  const changeStatus = async (tx: Executor, id: string, change: StatusChange, actor: Actor) => {
    await repository.updateCreditApplication(tx, id, {
      status: change.to,
      statusChangedAt: new Date(),
      ...(change.decisionReason === undefined ? {} : { decisionReason: change.decisionReason }),
    });
    await repository.appendSigning(tx, {
      applicationId: id,
      status: change.to,
      createdBy: actor.userId,
    });
    await appendEvent(tx, {
      applicationId: id,
      event: change.event,
      status: change.to,
      detail: change.detail ?? null,
      createdBy: actor.userId,
    });
  };

  /** List records as rows of the answer, with their facilities and debitur photos. */
  const toRows = async (rows: repository.CreditApplicationRecord[]) => {
    const [facilities, photos] = await Promise.all([
      repository.facilitiesOfApplications(
        db,
        rows.map((row) => row.application.id),
      ),
      photosOf(
        db,
        rows.flatMap((row) => (row.debitur ? [row.debitur.id] : [])),
      ),
    ]);
    return rows.map((row) =>
      toRow(row, facilities.get(row.application.id), photos(row.application.debiturId)),
    );
  };

  const list = async (query: CreditApplicationListQuery, actor: Actor) => {
    const scope = await actor.branchScope(db);
    const { rows, total, totalCapped } = await repository.listCreditApplications(db, query, scope);
    return { data: await toRows(rows), total, totalCapped };
  };

  /**
   * The rows of an export: the ids of the whole list first (refused past the cap before any
   * record is read), then their records EXPORT_BATCH_ROWS at a time while the file is written.
   */
  const exportRows = async (
    query: CreditApplicationListQuery,
    actor: Actor,
  ): Promise<ExportRows<CreditApplicationRow>> => {
    const ids = await repository.wholeListIds(db, exportQuery(query), await actor.branchScope(db));
    return {
      count: ids.length,
      batches: (async function* () {
        for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS)
          yield await toRows(
            await repository.recordsByIds(db, ids.slice(start, start + EXPORT_BATCH_ROWS)),
          );
      })(),
    };
  };

  return {
    list,

    exportRows,

    get: getApplication,

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
          const debitur = await resolveDebitur(tx, body, newDebitur, actor);
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
          await appendEvent(tx, {
            applicationId: created.id,
            event: 'created',
            status: body.status,
            createdBy: actor.userId,
          });
          await recordAudit(tx, {
            actorId: actor.userId,
            entity: ENTITY,
            entityId: created.id,
            action: 'created',
            after: auditView(created, facilityIds),
            requestId: actor.requestId,
          });
          return created.id;
        }),
      );
      return getApplication(id, actor);
    },

    /** The wizard's full update: Save as Draft keeps a Draft; submit (re)starts signing at Open. */
    async update(id: string, body: CreditApplicationBody, received: StoredUpload[], actor: Actor) {
      const prepared = prepareNewDebitur(body, received);
      await withNewDebitur(prepared, (newDebitur) =>
        db.transaction(async (tx) => {
          const before = await lockInScope(tx, id, actor);
          if (!before) throw new NotFound();
          const state = applicationState(before);
          if (state.status !== 'Draft' && !isCreator(state, actor.userId))
            throw new Forbidden(C.notEditor);
          if (LOCKED_STATUSES.includes(state.status))
            throw new Conflict(C.notEditable(before.status));
          if (body.status === 'Draft' && before.status !== 'Draft')
            throw new Conflict(C.draftOnlyNew);
          if (body.version !== undefined && body.version !== before.version)
            throw new Conflict(STALE_RECORD_MESSAGE);
          const facilitiesBefore =
            (await repository.facilitiesOfApplications(tx, [id])).get(id) ?? [];
          const debitur = await resolveDebitur(tx, body, newDebitur, actor);
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
          await recordAudit(tx, {
            actorId: actor.userId,
            entity: ENTITY,
            entityId: id,
            action: 'updated',
            ...changedFields(
              auditView(
                before,
                facilitiesBefore.map((facility) => facility.id),
              ),
              auditView(afterStatus, facilityIds),
            ),
            requestId: actor.requestId,
          });
        }),
      );
      return getApplication(id, actor);
    },

    /** A signing step: only the creator, only to the immediate next status. */
    async moveStatus(id: string, requested: string, actor: Actor) {
      const status = canonicalStatus(requested) ?? requested;
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        const state = applicationState(before);
        if (!isCreator(state, actor.userId)) throw new Forbidden(C.notCreator);
        const next = nextSigningStatus(state.status);
        if (!next || next !== status) throw new Conflict(C.wrongStep(before.status, status));
        await changeStatus(tx, id, { to: next, event: 'status' }, actor);
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: ENTITY,
          entityId: id,
          action: 'signing-step',
          before: { status: before.status },
          after: { status },
          requestId: actor.requestId,
        });
      });
      return getApplication(id, actor);
    },

    async archive(id: string, isArchive: boolean, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        if (before.isArchive === isArchive) return;
        await repository.updateCreditApplication(tx, id, { isArchive });
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: ENTITY,
          entityId: id,
          action: isArchive ? 'archived' : 'unarchived',
          before: { isArchive: before.isArchive },
          after: { isArchive },
          requestId: actor.requestId,
        });
      });
      return getApplication(id, actor);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await lockInScope(tx, id, actor);
        if (!before) throw new NotFound();
        if (before.status !== 'Draft') throw new Conflict(C.deleteDraftOnly);
        const facilityIds = (await repository.facilitiesOfApplications(tx, [id])).get(id) ?? [];
        await repository.deleteCreditApplication(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          entity: ENTITY,
          entityId: id,
          action: 'deleted',
          before: auditView(
            before,
            facilityIds.map((facility) => facility.id),
          ),
          requestId: actor.requestId,
        });
      });
    },
  };
};
export type CreditApplicationsService = ReturnType<typeof createCreditApplicationsService>;
