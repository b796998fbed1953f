import type { ModuleDefinition, NamedBody } from '@creditdesk/domain/modules/define-module';
import type { ModuleKey } from '@creditdesk/domain/modules/module-list';
import { moduleSchemas } from '@creditdesk/domain/modules/module-schemas';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DeleteTexts } from '../../../../components/kit/resource-table';
import { paths, type MasterDataPages } from '../../../../config/paths';
import { createResourceApi, type ResourceApi } from '../../../../lib/resource-api';

/** A record of a name/description module as the API returns it. */
export interface NamedRecord {
  _id: string;
  version: number;
  description: string | null;
}

/** The body a name/description module writes: its name field and the description. */
export type NameDescriptionBody = NamedBody;

/**
 * What the name/description pages need of a module (facilities, credit types, ...): its calls,
 * permission, addresses, schema and texts, all from its domain definition.
 */
export interface NameDescriptionModule<Row extends NamedRecord, Body extends NameDescriptionBody> {
  api: ResourceApi<Row, Body>;
  subMenu: string;
  pages: MasterDataPages;
  schema: z.ZodType<Body, FieldValues>;
  /** False when the module has no detail page (credit types): the name is plain text. */
  hasDetail: boolean;
  /** The name field, e.g. 'facilityName', the same in the body and the record. */
  nameField: keyof Body & keyof Row & string;
  /** The module's sentences of the domain's message table, shown through their codes. */
  messages: DeleteTexts & { searchPlaceholder: string; createFailed: string };
  /** The module's namespace in the catalogue: titles, labels and notifications. */
  catalogue: ModuleKey;
}

type Row = NamedRecord & Record<string, unknown>;
type Body = NameDescriptionBody & Record<string, unknown>;
export type AnyNameDescriptionModule = NameDescriptionModule<Row, Body>;

const MASTER_DATA = '/master-data';

/** The pages' view of a module's definition: its calls under `/master-data`, its texts' key. */
export const nameDescriptionModule = (definition: ModuleDefinition): AnyNameDescriptionModule => {
  const key = definition.key as ModuleKey;
  return {
    api: createResourceApi<Row, Body>({
      module: definition.word,
      list: `${MASTER_DATA}${definition.api.list}`,
      item: `${MASTER_DATA}${definition.api.item}`,
      export: `${MASTER_DATA}${definition.api.list}/export`,
    }),
    subMenu: definition.subMenu.name,
    pages: paths.masterData[key],
    schema: moduleSchemas(definition).body as z.ZodType<Body, FieldValues>,
    hasDetail: definition.page.hasDetail,
    nameField: definition.nameField,
    messages: definition.messages,
    catalogue: key,
  };
};
