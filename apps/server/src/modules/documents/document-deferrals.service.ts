import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  deferralDecisionRefusal,
  deferralRequestRefusal,
  deferralWithdrawalRefusal,
  promisedDateRefusal,
} from '@creditdesk/domain/documents/document-deferral-rules';
import {
  DEFERRAL_MESSAGES as M,
  type DeferralBody,
  type DeferralDecisionBody,
} from '@creditdesk/domain/documents/document-deferrals.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import type { Database, Executor } from '../../db/client';
import { invalidFields, NotFound, refuse } from '../../core/errors';
import type { Actor } from '../../plugins/actor';
import {
  applicationState,
  type CreditApplicationsService,
} from '../credit-applications/credit-applications.service';
import { deferralAudit, deferralView, recordDeferralChange } from './document-deferral-writes';
import * as deferrals from './document-deferrals.repository';
import { applicationCatalogue, findFileType, mandatoryTypes } from './application-catalogue';
import * as repository from './documents.repository';

/**
 * Deferred mandatory documents (TBO): the creator asks to defer one to a promised date or
 * withdraws the request; a holder of Approval/Waive who is not the creator grants or refuses it.
 * Each write locks the application first, as uploads and Submit do, so that the three never
 * interleave on one credit file.
 */
export const createDocumentDeferralsService = ({
  db,
  applications,
  now,
}: {
  db: Database;
  applications: CreditApplicationsService;
  now: () => Date;
}) => {
  /** The application locked in the actor's area, and the document type of it, or 404. */
  const lockedWithType = async (
    tx: Executor,
    applicationId: string,
    typeId: string,
    actor: Actor,
  ) => {
    const locked = await applications.lockForChange(tx, applicationId, actor);
    const type = await findFileType(tx, applicationId, { id: typeId });
    if (!type) throw new NotFound();
    return { locked, type };
  };

  /** The type's open deferral, locked, or 404: there is nothing to withdraw or decide. */
  const lockedOpenDeferral = async (tx: Executor, applicationId: string, typeId: string) => {
    const open = await deferrals.lockOpenDeferral(tx, applicationId, typeId);
    if (!open) throw new NotFound(M.noOpenDeferral);
    return open;
  };

  const answer = async (id: string) => {
    const record = await deferrals.findNamedDeferral(db, id);
    if (!record) throw new NotFound();
    return deferralView(record);
  };

  return {
    /** Requested: a mandatory type without a file, promised between today and the tenor end. */
    async request(applicationId: string, typeId: string, body: DeferralBody, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const { locked, type } = await lockedWithType(tx, applicationId, typeId, actor);
        const debitur = locked.debiturId
          ? await repository.findDebiturProfile(tx, locked.debiturId)
          : undefined;
        const mandatory = mandatoryTypes(await applicationCatalogue(tx, applicationId), {
          type: (debitur?.type ?? locked.type) as DebiturType,
          maritalStatus: debitur?.maritalStatus,
        }).some((candidate) => candidate.id === type.id);
        const open = await deferrals.lockOpenDeferral(tx, applicationId, typeId);
        refuse(
          deferralRequestRefusal(applicationState(locked), actor.userId, {
            mandatory: mandatory && type.applicationId === null,
            hasFile: await deferrals.typeHasFile(tx, applicationId, typeId),
            openDeferral: (open?.status as 'Requested' | 'Granted' | undefined) ?? null,
          }),
        );
        const outside = promisedDateRefusal(body.promisedDate, {
          today: businessToday(undefined, now()),
          tenorEnd: locked.tenorEndDate,
        });
        if (outside) throw invalidFields([{ path: 'promisedDate', message: outside }]);
        const deferral = await deferrals.insertDeferral(tx, {
          applicationId,
          typeId,
          promisedDate: body.promisedDate,
          reason: body.reason,
          status: 'Requested',
          createdBy: actor.userId,
        });
        await recordDeferralChange(tx, actor, {
          deferral,
          event: 'deferral-requested',
          detail: `${type.title}: ${body.promisedDate} · ${body.reason}`,
          action: 'requested',
        });
        return deferral.id;
      });
      return answer(id);
    },

    /** Withdrawn: the creator takes back an open deferral before Submit. */
    async withdraw(applicationId: string, typeId: string, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const { locked, type } = await lockedWithType(tx, applicationId, typeId, actor);
        refuse(deferralWithdrawalRefusal(applicationState(locked), actor.userId));
        const open = await lockedOpenDeferral(tx, applicationId, typeId);
        const deferral = await deferrals.updateDeferral(tx, open.id, {
          status: 'Withdrawn',
          closedAt: new Date(),
        });
        await recordDeferralChange(tx, actor, {
          deferral,
          event: 'deferral-withdrawn',
          detail: `${type.title}: ${open.promisedDate}`,
          action: 'withdrawn',
          before: deferralAudit(open),
        });
        return deferral.id;
      });
      return answer(id);
    },

    /** Granted (it counts as present for Submit) or Refused, by someone other than the creator. */
    async decide(applicationId: string, typeId: string, body: DeferralDecisionBody, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const { locked, type } = await lockedWithType(tx, applicationId, typeId, actor);
        // The latest, so that one already refused or received answers 409 naming how it ended.
        const open = await deferrals.lockLatestDeferral(tx, applicationId, typeId);
        if (!open) throw new NotFound(M.noOpenDeferral);
        refuse(deferralDecisionRefusal(applicationState(locked), actor.userId, open));
        const granted = body.action === 'Granted';
        const deferral = await deferrals.updateDeferral(tx, open.id, {
          status: body.action,
          decidedBy: actor.userId,
          decidedAt: new Date(),
          decisionReason: body.reason || null,
        });
        await recordDeferralChange(tx, actor, {
          deferral,
          event: granted ? 'deferral-granted' : 'deferral-refused',
          detail: [`${type.title}: ${open.promisedDate}`, body.reason].filter(Boolean).join(' · '),
          action: granted ? 'granted' : 'refused',
          before: deferralAudit(open),
        });
        return deferral.id;
      });
      return answer(id);
    },
  };
};
export type DocumentDeferralsService = ReturnType<typeof createDocumentDeferralsService>;
