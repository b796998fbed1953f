import type { DebiturType } from '../debiturs/debiturs.schemas';
import type { FieldCheck, MandatoryRule } from '../document-catalogue/catalogue-rules';

/**
 * The shape of the shipped document types and of their metadata forms, and the builders the
 * shipped categories are written with (document-catalogue.ts).
 */
export const META_FIELD_TYPES = ['text', 'number', 'option', 'date', 'textarea'] as const;
export type MetaFieldType = (typeof META_FIELD_TYPES)[number];

export interface MetaField {
  name: string;
  label: string;
  type: MetaFieldType;
  required: boolean;
  options?: readonly string[];
  /** A fixed check of a text field (NIK 16 digits, NPWP, NIB, phone). */
  check?: FieldCheck;
}

export interface DocumentTypeDefinition {
  code: string;
  title: string;
  mandatory: MandatoryRule;
  formMetaData: readonly MetaField[];
  /** The metadata field copied into the file row's indexed due date, for the reports. */
  dueField?: string;
}

export interface DocumentCategoryDefinition {
  code: string;
  title: string;
  /** Only applications of this debitur type show the category; none: every application. */
  debiturType?: DebiturType;
  types: readonly DocumentTypeDefinition[];
}

/** The category that holds the types a user adds with 'Add Other Document'. */
export const OTHER_DOCUMENTS_CATEGORY = 'lain-lain';

type FieldOptions = Partial<Pick<MetaField, 'options' | 'check'>>;
const field =
  (type: MetaFieldType) =>
  (name: string, label: string, required = false, extra: FieldOptions = {}): MetaField => ({
    name,
    label,
    type,
    required,
    ...extra,
  });
export const text = field('text');
export const number = field('number');
export const date = field('date');
export const textarea = field('textarea');
export const option = (name: string, label: string, options: readonly string[], required = false) =>
  field('option')(name, label, required, { options });

/** The spec's default meta when a type names none: Nomor Dokumen, Tanggal, Atas Nama. */
export const DEFAULT_META: readonly MetaField[] = [
  text('nomorDokumen', 'Nomor Dokumen'),
  date('tanggal', 'Tanggal'),
  text('atasNama', 'Atas Nama'),
];

export const type = (
  code: string,
  title: string,
  formMetaData: readonly MetaField[] = DEFAULT_META,
  extra: { mandatory?: MandatoryRule; dueField?: string } = {},
): DocumentTypeDefinition => ({
  code,
  title,
  formMetaData,
  mandatory: extra.mandatory ?? 'none',
  ...(extra.dueField ? { dueField: extra.dueField } : {}),
});
export const mandatory = { mandatory: 'always' } as const;
export const nik = (required = true) => text('nik', 'NIK', required, { check: 'nik' });
