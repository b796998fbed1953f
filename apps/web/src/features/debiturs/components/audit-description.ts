import {
  DEBITUR_FORM_FIELDS,
  DEBITUR_PHOTO_CATEGORY,
  ENTERPRISE_FILE_CATEGORIES,
  PERSONAL_FILE_CATEGORIES,
  type DebiturAuditEntry,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { TFunction } from 'i18next';

/** The stored field names whose label in the form has another key; NPWP and NIB are the spec's. */
const FIELD_LABEL_KEYS: Record<string, string> = {
  type: 'debiturs.debiturType',
  fullName: 'debiturs.debiturName',
};
const SPEC_FIELD_LABELS: Record<string, string> = { npwp: 'NPWP', nib: 'NIB' };

const fieldLabel = (t: TFunction, field: string) => {
  const specLabel = SPEC_FIELD_LABELS[field];
  if (specLabel) return specLabel;
  const key =
    FIELD_LABEL_KEYS[field] ?? (DEBITUR_FORM_FIELDS.includes(field) ? `debiturs.${field}` : null);
  return key ? t(key) : field;
};

const CATEGORY_LABELS = new Map<string, string>(
  [...PERSONAL_FILE_CATEGORIES, ...ENTERPRISE_FILE_CATEGORIES].map(({ key, label }) => [
    key,
    label,
  ]),
);

const categoryLabel = (t: TFunction, category: string) =>
  category === DEBITUR_PHOTO_CATEGORY
    ? t('debiturs.debiturPhoto')
    : (CATEGORY_LABELS.get(category) ?? category);

const SIMPLE_ACTIONS = new Set(['created', 'deleted', 'archived', 'unarchived']);

/**
 * What an audit row says in the reader's language, with the labels the form shows ('Updated
 * Phone Number, Address'); the stored rows keep the field names.
 */
export const auditDescription = (t: TFunction, entry: DebiturAuditEntry): string => {
  if (SIMPLE_ACTIONS.has(entry.action)) return t(`debiturs.audit.${entry.action}`);
  if (entry.action === 'updated')
    return entry.fields.length
      ? t('debiturs.audit.updatedFields', {
          fields: entry.fields.map((field) => fieldLabel(t, field)).join(', '),
        })
      : t('debiturs.audit.updated');
  if (entry.fileCategory !== null) {
    const name = categoryLabel(t, entry.fileCategory);
    return entry.action === 'file-uploaded'
      ? t('debiturs.audit.uploaded', { name })
      : t('debiturs.audit.removed', { name });
  }
  return entry.description;
};
