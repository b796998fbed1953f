import { fillMessage } from '../shared/message-index';
import { LANGUAGES, type Labels, type Language } from '../preferences/languages';
import {
  DEBITUR_PHOTO_CATEGORY,
  ENTERPRISE_FILE_CATEGORIES,
  PERSONAL_FILE_CATEGORIES,
  type DebiturAuditEntry,
  type EMPTY_TYPE_FIELDS,
} from './debiturs.schemas';

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

/** What an audit row says of its action; `{{fields}}` and `{{name}}` are filled in. */
export const DEBITUR_AUDIT_TEXTS: Labels<
  | 'created'
  | 'updated'
  | 'updatedFields'
  | 'deleted'
  | 'archived'
  | 'unarchived'
  | 'uploaded'
  | 'removed'
> = {
  en: {
    created: 'Created',
    updated: 'Updated',
    updatedFields: 'Updated {{fields}}',
    deleted: 'Deleted',
    archived: 'Archived',
    unarchived: 'Unarchived',
    uploaded: 'Uploaded {{name}}',
    removed: 'Removed {{name}}',
  },
  id: {
    created: 'Dibuat',
    updated: 'Diubah',
    updatedFields: 'Mengubah {{fields}}',
    deleted: 'Dihapus',
    archived: 'Diarsipkan',
    unarchived: 'Dikeluarkan dari arsip',
    uploaded: 'Mengunggah {{name}}',
    removed: 'Menghapus {{name}}',
  },
};

/** The texts that say each stored action. */
const ACTION_TEXT_KEYS: Record<
  (typeof DEBITUR_AUDIT_ACTIONS)[keyof typeof DEBITUR_AUDIT_ACTIONS],
  readonly (keyof (typeof DEBITUR_AUDIT_TEXTS)['en'])[]
> = {
  created: ['created'],
  updated: ['updated', 'updatedFields'],
  deleted: ['deleted'],
  archived: ['archived'],
  unarchived: ['unarchived'],
  'file-uploaded': ['uploaded'],
  'file-removed': ['removed'],
};

/**
 * The stored actions whose words, in either language, contain `term`: the audit trail's search
 * of its descriptions finds the updates by 'Mengubah' as by 'Updated', whatever the reader's
 * language (the rows keep the action, not the sentence).
 */
export const debiturAuditActionsSaying = (term: string) => {
  const wanted = term.trim().toLowerCase();
  return Object.entries(ACTION_TEXT_KEYS)
    .filter(([, keys]) =>
      keys.some((key) =>
        LANGUAGES.some((language) =>
          DEBITUR_AUDIT_TEXTS[language][key]
            .replace(/\{\{\w+\}\}/g, '')
            .toLowerCase()
            .includes(wanted),
        ),
      ),
    )
    .map(([action]) => action);
};

type DebiturFormField =
  'type' | keyof typeof EMPTY_TYPE_FIELDS | 'email' | 'address' | 'relatedGroup' | 'relatedBranch';

/**
 * The debitur form's labels by the field names a debitur stores: the form shows them and an
 * audit row names the fields an update changed with them. NPWP and NIB are the spec's.
 */
export const DEBITUR_FIELD_LABELS: Labels<DebiturFormField> = {
  en: {
    type: 'Debitur Type',
    fullName: 'Debitur Name',
    dateOfBirth: 'Date of Birth',
    phoneNumber: 'Phone Number',
    maritalStatus: 'Marital Status',
    idNumber: 'ID Number',
    companyName: 'Company Name',
    organizerName: 'Organizer Name',
    telephoneNumber: 'Telephone Number',
    budget: 'Budget',
    npwp: 'NPWP',
    nib: 'NIB',
    shareHolder: 'Share Holder',
    permit: 'Permit',
    email: 'Email',
    address: 'Address',
    relatedGroup: 'Related Group',
    relatedBranch: 'Related Branch',
  },
  id: {
    type: 'Tipe Debitur',
    fullName: 'Nama Debitur',
    dateOfBirth: 'Tanggal Lahir',
    phoneNumber: 'Nomor Telepon',
    maritalStatus: 'Status Perkawinan',
    idNumber: 'Nomor KTP',
    companyName: 'Nama Perusahaan',
    organizerName: 'Nama Pengurus',
    telephoneNumber: 'Nomor Telepon Kantor',
    budget: 'Anggaran',
    npwp: 'NPWP',
    nib: 'NIB',
    shareHolder: 'Pemegang Saham',
    permit: 'Izin',
    email: 'Email',
    address: 'Alamat',
    relatedGroup: 'Grup Terkait',
    relatedBranch: 'Cabang Terkait',
  },
};

type FileCategory =
  | (typeof PERSONAL_FILE_CATEGORIES)[number]['key']
  | (typeof ENTERPRISE_FILE_CATEGORIES)[number]['key']
  | typeof DEBITUR_PHOTO_CATEGORY;

// The documents keep the spec's Indonesian names in both languages; only the photo is ours.
const documentNames = Object.fromEntries(
  [...PERSONAL_FILE_CATEGORIES, ...ENTERPRISE_FILE_CATEGORIES].map(({ key, label }) => [
    key,
    label,
  ]),
) as Record<Exclude<FileCategory, typeof DEBITUR_PHOTO_CATEGORY>, string>;

/** A debitur's file categories as the documents step and the audit trail name them. */
export const DEBITUR_FILE_CATEGORY_LABELS: Labels<FileCategory> = {
  en: { ...documentNames, [DEBITUR_PHOTO_CATEGORY]: 'Debitur Photo' },
  id: { ...documentNames, [DEBITUR_PHOTO_CATEGORY]: 'Foto Debitur' },
};

/** A stored word by its table in `language`, or as it is stored when the table does not hold it. */
const labelIn = <Key extends string>(labels: Labels<Key>, language: Language, stored: string) => {
  const words: Record<string, string> = labels[language];
  return Object.hasOwn(words, stored) ? (words[stored] ?? stored) : stored;
};

const SIMPLE_ACTIONS = ['created', 'deleted', 'archived', 'unarchived'] as const;
const isSimpleAction = (action: string): action is (typeof SIMPLE_ACTIONS)[number] =>
  (SIMPLE_ACTIONS as readonly string[]).includes(action);

/**
 * What an audit row says in `language`, with the labels the form shows ('Updated Phone Number,
 * Address'): the audit tab and its export say the same. The stored rows keep the field names.
 */
export const describeDebiturAudit = (
  language: Language,
  entry: Pick<DebiturAuditEntry, 'action' | 'fields' | 'fileCategory'>,
): string => {
  const texts = DEBITUR_AUDIT_TEXTS[language];
  if (isSimpleAction(entry.action)) return texts[entry.action];
  if (entry.action === DEBITUR_AUDIT_ACTIONS.updated)
    return entry.fields.length
      ? fillMessage(texts.updatedFields, {
          fields: entry.fields
            .map((field) => labelIn(DEBITUR_FIELD_LABELS, language, field))
            .join(', '),
        })
      : texts.updated;
  if (entry.fileCategory !== null) {
    const name = labelIn(DEBITUR_FILE_CATEGORY_LABELS, language, entry.fileCategory);
    if (entry.action === DEBITUR_AUDIT_ACTIONS.fileUploaded)
      return fillMessage(texts.uploaded, { name });
    if (entry.action === DEBITUR_AUDIT_ACTIONS.fileRemoved)
      return fillMessage(texts.removed, { name });
  }
  return entry.action;
};
