import type { ModuleDefinition, NamedBody } from '@creditdesk/domain/modules/define-module';
import type { ModuleKey } from '@creditdesk/domain/modules/module-list';
import { moduleSchemas } from '@creditdesk/domain/modules/module-schemas';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DeleteTexts } from '../../../../components/kit/resource-table';
import { paths, type MasterDataPages } from '../../../../config/paths';
import { createQueryKeys } from '../../../../lib/query-keys';
import {
  createCall,
  deleteCall,
  detailCall,
  exportCall,
  listCall,
  updateCall,
  type RecordListParams,
} from '../../../../lib/record-calls';

/** A record of a name/description module as the API returns it. */
export interface NamedRecord {
  _id: string;
  version: number;
  description: string | null;
}

/** The body a name/description module writes: its name field and the description. */
export type NameDescriptionBody = NamedBody;

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
 * What the name/description pages need of a module (facilities, credit types, ...): its calls,
 * permission, addresses, schema and texts, all from its domain definition.
 */
export interface NameDescriptionModule<Row extends NamedRecord, Body extends NameDescriptionBody> {
  calls: NameDescriptionCalls<Row, Body>;
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

/**
 * A module's calls, built from its definition's paths with the same builders as a hand-written
 * module's verb-noun api files: a name/description module needs no api files of its own.
 */
const nameDescriptionCalls = (definition: ModuleDefinition): NameDescriptionCalls<Row, Body> => {
  const keys = createQueryKeys<RecordListParams>(definition.word);
  const list = `${MASTER_DATA}${definition.api.list}`;
  const item = `${MASTER_DATA}${definition.api.item}`;
  const saving = { fallbackMessage: definition.messages.createFailed };
  return {
    useList: listCall<Row, RecordListParams>(keys, list).useList,
    useDetail: detailCall<Row>(keys, item).useDetail,
    useCreate: createCall<Row, Body>(keys, item, saving).useCreate,
    useUpdate: updateCall<Row, Body>(keys, item, saving).useUpdate,
    useDelete: deleteCall(keys, item).useDelete,
    exportList: exportCall<RecordListParams>(`${list}/export`),
  };
};

/** The pages' view of a module's definition: its calls under `/master-data`, its texts' key. */
export const nameDescriptionModule = (definition: ModuleDefinition): AnyNameDescriptionModule => {
  const key = definition.key as ModuleKey;
  return {
    calls: nameDescriptionCalls(definition),
    subMenu: definition.subMenu.name,
    pages: paths.masterData[key],
    schema: moduleSchemas(definition).body as z.ZodType<Body, FieldValues>,
    hasDetail: definition.page.hasDetail,
    nameField: definition.nameField,
    messages: definition.messages,
    catalogue: key,
  };
};
