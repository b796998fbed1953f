import type { Deferral } from '@creditdesk/domain/documents/document-deferrals.schemas';
import type { DeferralStatus } from '@creditdesk/domain/documents/document-deferrals';
import { receivedAgainstPromise } from '@creditdesk/domain/documents/document-deferral-rules';
import type { Executor } from '../../db/client';
import { auditChange } from '../../kit/audited-write';
import type { Actor } from '../../plugins/actor';
import type { AuditEntry } from '../../plugins/audit/audit.repository';
import * as deferrals from './document-deferrals.repository';
import type { DeferralRecord, DeferralRow } from './document-deferrals.repository';
import * as timeline from './document-timeline.repository';

/** The audit entity of a deferred document (TBO). */
export const DEFERRAL_ENTITY = 'document-deferral';

/** What the audit row of a deferral holds. */
export const deferralAudit = (row: DeferralRow) => ({
  creditApplication: row.applicationId,
  typeId: row.typeId,
  status: row.status,
  promisedDate: row.promisedDate,
  reason: row.reason,
  decisionReason: row.decisionReason,
  receivedDocumentId: row.receivedDocumentId,
});

/** A deferral as the API answers it. */
export const deferralView = ({
  deferral,
  requestedByName,
  decidedByName,
}: DeferralRecord): Deferral => ({
  _id: deferral.id,
  typeId: deferral.typeId,
  status: deferral.status as DeferralStatus,
  promisedDate: deferral.promisedDate,
  reason: deferral.reason,
  requestedBy: { _id: deferral.createdBy, name: requestedByName },
  requested: deferral.createdAt.toISOString(),
  decidedBy: deferral.decidedBy ? { _id: deferral.decidedBy, name: decidedByName ?? '' } : null,
  decided: deferral.decidedAt?.toISOString() ?? null,
  decisionReason: deferral.decisionReason,
  closed: deferral.closedAt?.toISOString() ?? null,
  receivedDocumentId: deferral.receivedDocumentId,
});

/**
 * The two rows a change of a deferral leaves: its event on the application's timeline (`detail`
 * names the type, the promised date and the reason) and its audit row.
 */
export const recordDeferralChange = async (
  tx: Executor,
  actor: Actor,
  change: { deferral: DeferralRow; event: string; detail: string } & Pick<
    AuditEntry,
    'action' | 'before'
  >,
) => {
  await timeline.appendEvent(tx, {
    applicationId: change.deferral.applicationId,
    event: change.event,
    detail: change.detail,
    createdBy: actor.userId,
  });
  await auditChange(tx, actor, {
    entity: DEFERRAL_ENTITY,
    entityId: change.deferral.id,
    action: change.action,
    before: change.before,
    after: deferralAudit(change.deferral),
  });
};

/**
 * An upload of a type with an open deferral closes it inside the upload's transaction: Received
 * when it was granted, Withdrawn while it was only requested. The timeline tells how the document
 * came against its promise, in days of the bank's calendar (`today`).
 */
export const closeDeferralOnUpload = async (
  tx: Executor,
  actor: Actor,
  upload: { applicationId: string; typeId: string; typeTitle: string; documentId: string },
  today: string,
) => {
  const open = await deferrals.lockOpenDeferral(tx, upload.applicationId, upload.typeId);
  if (!open) return;
  const received = open.status === 'Granted';
  const closed = await deferrals.updateDeferral(tx, open.id, {
    status: received ? 'Received' : 'Withdrawn',
    closedAt: new Date(),
    receivedDocumentId: upload.documentId,
  });
  await recordDeferralChange(tx, actor, {
    deferral: closed,
    event: received ? 'deferral-received' : 'deferral-withdrawn',
    detail: `${upload.typeTitle}: ${receivedAgainstPromise(open.promisedDate, today)} (${open.promisedDate})`,
    action: received ? 'received' : 'withdrawn',
    before: deferralAudit(open),
  });
};
