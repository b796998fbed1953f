import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DeleteTexts } from '../../../../components/kit/resource-table';
import type { paths } from '../../../../config/paths';
import type { AppCatalogue } from '../../../../i18n/locales/en-app';
import type { RecordListParams } from '../../../../lib/record-calls';

/** A record of a name/description module as the API returns it. */
export interface NamedRecord {
  _id: string;
  version: number;
  description: string | null;
}

/** The body a name/description module writes: its name field and the description. */
export interface NameDescriptionBody {
  description?: string | null;
  version?: number;
}

/** A module's calls, one hook or function of each of its verb-noun api files. */
export interface NameDescriptionCalls<Row, Body> {
  useList: (params: RecordListParams) => UseQueryResult<{ data: Row[]; total: number }>;
  useDetail: (id: string) => UseQueryResult<Row, Error>;
  useCreate: () => UseMutationResult<Row, Error, Body>;
  useUpdate: () => UseMutationResult<Row, Error, { id: string; body: Body }>;
  useDelete: () => UseMutationResult<unknown, Error, string>;
  exportList: (params: RecordListParams, format: 'xlsx' | 'csv') => Promise<void>;
}

/**
 * Everything that differs between two name/description master-data modules (facilities, credit
 * types, ...): their calls, permission, addresses, schema and texts. The pages do the rest.
 */
export interface NameDescriptionModule<Row extends NamedRecord, Body extends NameDescriptionBody> {
  calls: NameDescriptionCalls<Row, Body>;
  subMenu: string;
  pages: typeof paths.masterData.facilities;
  schema: z.ZodType<Body, FieldValues>;
  /** False when the module has no detail page (credit types): the name is plain text. */
  hasDetail?: boolean;
  /** The name field, e.g. 'facilityName', the same in the body and the record. */
  nameField: keyof Body & keyof Row & string;
  /** The module's sentences of the domain's message table, shown through their codes. */
  messages: DeleteTexts & { searchPlaceholder: string; createFailed: string };
  /** The module's namespace in the catalogue: titles, labels and notifications. */
  catalogue: NameDescriptionCatalogue;
}

/** The catalogue's namespaces of the name/description pages, one shape (en/facilities.ts). */
export type NameDescriptionCatalogue = keyof Pick<AppCatalogue, 'facilities' | 'creditTypes'>;

/** Where a module lives and who may open it: what its routes need before its code is loaded. */
export type NameDescriptionAddress = Pick<
  NameDescriptionModule<NamedRecord, NameDescriptionBody>,
  'subMenu' | 'pages' | 'hasDetail'
>;

/** The rest of a module: its calls, schema and texts, loaded with the first of its pages. */
export type NameDescriptionDefinition<
  Row extends NamedRecord,
  Body extends NameDescriptionBody,
> = Omit<NameDescriptionModule<Row, Body>, keyof NameDescriptionAddress>;

/** Checks a definition's name field against the record and body its calls carry. */
export const defineNameDescription = <Row extends NamedRecord, Body extends NameDescriptionBody>(
  definition: NameDescriptionDefinition<Row, Body>,
) => definition;
