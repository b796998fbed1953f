import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { NameDescriptionLabels } from '../../../../components/kit/name-description-form';
import type { DeleteTexts } from '../../../../components/kit/resource-table';
import type { paths } from '../../../../config/paths';
import type { ResourceApi } from '../../../../lib/resource-api';

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

/**
 * Everything that differs between two name/description master-data modules (facilities, credit
 * types, ...): their calls, permission, addresses, schema and texts. The pages do the rest.
 */
export interface NameDescriptionModule<Row extends NamedRecord, Body extends NameDescriptionBody> {
  api: ResourceApi<Row, Body>;
  subMenu: string;
  pages: typeof paths.masterData.facilities;
  schema: z.ZodType<Body, FieldValues>;
  /** False when the module has no detail page (credit types): the name is plain text. */
  hasDetail?: boolean;
  /** The name field, e.g. 'facilityName', the same in the body and the record. */
  nameField: keyof Body & keyof Row & string;
  texts: NameDescriptionLabels &
    DeleteTexts & {
      /** 'Facilities': the list's title and the table's name. */
      plural: string;
      /** 'Facility': the add button and the headers. */
      singular: string;
      /** The notifications' subject when it is not `singular` ('Credit type created'). */
      notificationSubject?: string;
      subtitle: string;
      searchPlaceholder: string;
      createFailed: string;
    };
}

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
