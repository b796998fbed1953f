import {
  DEBITUR_AUDIT_ACTIONS,
  describeDebiturAudit,
} from '@creditdesk/domain/debiturs/debitur-audit.labels';
import { DEBITUR_FORM_FIELDS } from '@creditdesk/domain/debiturs/debiturs.schemas';

const fieldRank = (field: string) => {
  const rank = DEBITUR_FORM_FIELDS.indexOf(field);
  return rank === -1 ? DEBITUR_FORM_FIELDS.length : rank;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The name a debitur has in an audit snapshot: full name (Personal) or company name. */
export const nameInSnapshot = (value: unknown): string | undefined => {
  const snapshot = asRecord(value);
  const name = snapshot.fullName ?? snapshot.companyName;
  return typeof name === 'string' && name !== '' ? name : undefined;
};

/** The fields an update changed, in the form's order; none for other actions. */
export const changedFieldsOf = (action: string, after: unknown): string[] =>
  action === DEBITUR_AUDIT_ACTIONS.updated
    ? Object.keys(asRecord(after)).sort((a, b) => fieldRank(a) - fieldRank(b))
    : [];

const isFileAction = (action: string) =>
  action === DEBITUR_AUDIT_ACTIONS.fileUploaded || action === DEBITUR_AUDIT_ACTIONS.fileRemoved;

/** The file category a file upload or removal was of; null for other actions. */
export const fileCategoryOf = (action: string, after: unknown): string | null =>
  isFileAction(action) ? String(asRecord(after).category ?? '') : null;

/** The English sentence for one audit row, the API's description; screens and exports use theirs. */
export const describeAudit = (action: string, after: unknown): string =>
  describeDebiturAudit('en', {
    action,
    fields: changedFieldsOf(action, after),
    fileCategory: fileCategoryOf(action, after),
  });

interface NamedRow {
  id: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/**
 * The debitur's name at the time of an audit row: the last name recorded (created, or an update
 * that renamed it) at or before that row; a delete records the name it had.
 */
export const nameAtTime = (
  history: NamedRow[],
  row: { entityId: string; createdAt: Date; before: unknown; after: unknown },
) => {
  const own = nameInSnapshot(row.after) ?? nameInSnapshot(row.before);
  if (own) return own;
  let name: string | undefined;
  for (const entry of history) {
    if (entry.entityId !== row.entityId || entry.createdAt > row.createdAt) continue;
    name = nameInSnapshot(entry.after) ?? name;
  }
  return name ?? '-';
};
