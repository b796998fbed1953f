import {
  APPROVAL_QUEUE_STATUS,
  missingDocumentsRefusal,
  submitRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ApprovalBody } from '@creditdesk/domain/documents/documents.schemas';
import { type TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { refuse } from '../../core/errors';
import { auditChange } from '../../kit/audited-write';
import {
  applicationState,
  type CreditApplicationsService,
} from '../credit-applications/credit-applications.service';
import * as deferrals from './document-deferrals.repository';
import {
  freezeApprovalTier,
  recordApprovalStep,
  recordDecision,
} from '../credit-applications/credit-authority.service';
import {
  applicationCatalogue,
  mandatoryTypes,
  type ApplicationCatalogue,
} from './application-catalogue';
import * as repository from './documents.repository';
import * as timeline from './document-timeline.repository';

const APPLICATION_ENTITY = 'credit-application';

/**
 * The types of the debitur's mandatory set, in the application's catalogue version, that have no
 * file yet, by title. A granted deferral (TBO) counts as present; one only requested does not.
 */
const missingMandatory = async (
  executor: Executor,
  application: { id: string; type: string; debiturId: string | null },
  catalogue: ApplicationCatalogue,
) => {
  const debitur = application.debiturId
    ? await repository.findDebiturProfile(executor, application.debiturId)
    : undefined;
  const present = new Set([
    ...(await repository.presentTypeCodes(executor, application.id)),
    ...(await deferrals.grantedTypeCodes(executor, application.id)),
  ]);
  return mandatoryTypes(catalogue, {
    type: (debitur?.type ?? application.type) as DebiturType,
    maritalStatus: debitur?.maritalStatus,
  })
    .filter((type) => !present.has(type.code))
    .map((type) => type.title);
};

/** The credit file's review: submitting it, the decision on it, and the timeline it leaves. */
export const createDocumentReviewService = ({
  db,
  applications,
}: {
  db: Database;
  applications: CreditApplicationsService;
}) => ({
  /**
   * Credit Approved -> Waiting for Review: the creator, with the mandatory set complete; the tier
   * covering the plafond is frozen on it, and the catalogue version it was checked against.
   */
  async submit(applicationId: string, actor: Actor) {
    await applications.get(applicationId, actor);
    await db.transaction(async (tx) => {
      const locked = await applications.lockForChange(tx, applicationId, actor);
      const state = applicationState(locked);
      refuse(submitRefusal({ ...state, isArchive: locked.isArchive }, actor.userId));
      const catalogue = await applicationCatalogue(tx, applicationId);
      refuse(missingDocumentsRefusal(await missingMandatory(tx, locked, catalogue)));
      const tier = await freezeApprovalTier(tx, locked);
      if (catalogue.versionId !== null)
        await repository.keepCatalogueVersion(tx, applicationId, catalogue.versionId);
      await applications.changeStatus(
        tx,
        applicationId,
        { to: APPROVAL_QUEUE_STATUS, event: 'submitted' },
        actor,
      );
      await auditChange(tx, actor, {
        entity: APPLICATION_ENTITY,
        entityId: applicationId,
        action: 'submitted',
        before: { status: state.status },
        after: { status: APPROVAL_QUEUE_STATUS, approvalTier: tier },
      });
    });
    return applications.get(applicationId, actor);
  },

  /**
   * A decision at the frozen tier: Waiting for Review only, never by the creator (four eyes), by a
   * member of the tier's roles who has not decided yet, all checked under the row's lock. One
   * Reject rejects; the approval that reaches the tier's count completes it.
   */
  async decide(applicationId: string, body: ApprovalBody, actor: Actor) {
    await applications.get(applicationId, actor);
    await db.transaction(async (tx) => {
      const locked = await applications.lockForChange(tx, applicationId, actor);
      const state = applicationState(locked);
      const { decides, given } = await recordDecision(tx, locked, body, actor);
      if (!decides) {
        await recordApprovalStep(tx, locked, given, body.reason, actor);
        await auditChange(tx, actor, {
          entity: APPLICATION_ENTITY,
          entityId: applicationId,
          action: 'approval-given',
          before: { approvalsGiven: locked.approvalsGiven },
          after: { approvalsGiven: given, reason: body.reason },
        });
        return;
      }
      const approved = body.action === 'Approved';
      const to = approved ? 'Completed' : 'Rejected';
      await applications.changeStatus(
        tx,
        applicationId,
        {
          to,
          event: approved ? 'approved' : 'rejected',
          detail: body.reason || null,
          decisionReason: body.reason,
        },
        actor,
      );
      // The entry just appended: the decision whose versions the credit file shows from now on.
      const decision = await timeline.latestDecision(tx, applicationId);
      const decided = decision
        ? await timeline.recordDecidedVersions(tx, applicationId, decision.event.id)
        : [];
      await auditChange(tx, actor, {
        entity: APPLICATION_ENTITY,
        entityId: applicationId,
        action: approved ? 'approved' : 'rejected',
        before: { status: state.status, decisionReason: locked.decisionReason },
        after: {
          status: to,
          decisionReason: body.reason,
          approvalsGiven: given,
          decidedVersions: decided,
        },
      });
    });
    return applications.get(applicationId, actor);
  },

  /** The application's history, newest first. */
  async timeline(applicationId: string, actor: Actor) {
    await applications.get(applicationId, actor);
    const rows = await timeline.eventsOfApplication(db, applicationId);
    const data: TimelineEntry[] = rows.map(({ event, createdByName }) => ({
      _id: event.id,
      event: event.event as TimelineEntry['event'],
      status: event.status as TimelineEntry['status'],
      detail: event.detail,
      createdBy: { _id: event.createdBy, name: createdByName },
      created: event.createdAt.toISOString(),
    }));
    return { data, total: data.length };
  },
});
