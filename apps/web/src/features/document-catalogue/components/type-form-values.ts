import type { z } from 'zod';
import type {
  CatalogueType,
  typeBodySchema,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';

/** What the type form holds: the body as typed, before the schema reads it. */
export type TypeFormValues = z.input<typeof typeBodySchema>;

/** A new field of the form: a text field nobody must fill. */
export const EMPTY_FIELD: TypeFormValues['formMetaData'] extends (infer F)[] | undefined
  ? F
  : never = { label: '', name: '', type: 'text', required: false };

/** The form of a new type in `categoryCode`, after the category's last type. */
export const newTypeValues = (categoryCode: string, position: number): TypeFormValues => ({
  code: '',
  title: '',
  categoryCode,
  position: String(position),
  mandatory: 'none',
  report: null,
  dueField: null,
  formMetaData: [],
  retired: false,
});

/** The form filled from a type the catalogue holds. */
export const typeValuesOf = (type: CatalogueType): TypeFormValues => ({
  code: type.code,
  title: type.title,
  categoryCode: type.categoryCode,
  position: String(type.position),
  mandatory: type.mandatory,
  report: type.report,
  dueField: type.dueField,
  formMetaData: type.formMetaData,
  retired: type.retired,
});
