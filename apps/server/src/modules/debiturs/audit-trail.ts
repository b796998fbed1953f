import {
  DEBITUR_FORM_FIELDS,
  DEBITUR_PHOTO_CATEGORY,
  ENTERPRISE_FILE_CATEGORIES,
  PERSONAL_FILE_CATEGORIES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';

/** Audit actions of debiturs, as stored in audit_logs.action. */
export const DEBITUR_AUDIT_ACTIONS = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  archived: 'archived',
  unarchived: 'unarchived',
  fileUploaded: 'file-uploaded',
  fileRemoved: 'file-removed',
} as const;

const CATEGORY_LABELS = new Map<string, string>([
  ...[...PERSONAL_FILE_CATEGORIES, ...ENTERPRISE_FILE_CATEGORIES].map(
    (category) => [category.key, category.label] as [string, string],
  ),
  [DEBITUR_PHOTO_CATEGORY, 'Debitur Photo'],
]);

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

/**
 * The English sentence for one audit row, for the export and the search; the tab builds its own
 * in the reader's language from the action, the changed fields and the file category.
 */
export const describeAudit = (action: string, after: unknown): string => {
  switch (action) {
    case DEBITUR_AUDIT_ACTIONS.created:
      return 'Created';
    case DEBITUR_AUDIT_ACTIONS.updated: {
      const fields = changedFieldsOf(action, after);
      return fields.length ? `Updated ${fields.join(', ')}` : 'Updated';
    }
    case DEBITUR_AUDIT_ACTIONS.deleted:
      return 'Deleted';
    case DEBITUR_AUDIT_ACTIONS.archived:
      return 'Archived';
    case DEBITUR_AUDIT_ACTIONS.unarchived:
      return 'Unarchived';
    case DEBITUR_AUDIT_ACTIONS.fileUploaded:
    case DEBITUR_AUDIT_ACTIONS.fileRemoved: {
      const category = fileCategoryOf(action, after) ?? '';
      const label = CATEGORY_LABELS.get(category) ?? category;
      return `${action === DEBITUR_AUDIT_ACTIONS.fileUploaded ? 'Uploaded' : 'Removed'} ${label}`;
    }
    default:
      return action;
  }
};

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
