import type { Language } from '../preferences/languages';
import type { AccessType } from '../access/access-catalogue';

/** 'credit-types' -> 'creditTypes': a module's word as a catalogue namespace and a code prefix. */
export type CamelWord<Word extends string> = Word extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelWord<Tail>>}`
  : Word;

export const camelWord = <Word extends string>(word: Word) =>
  word.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as CamelWord<Word>;

/** The texts of a name/description module's pages, in one language. */
export interface NameDescriptionTexts {
  /** The list's title; also the module's entry in the menu. */
  listTitle: string;
  listSubtitle: string;
  add: string;
  addSubtitle: string;
  editTitle: string;
  editSubtitle: string;
  detailTitle: string;
  information: string;
  created: string;
  updated: string;
  nameLabel: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
}

type MessageTable = Record<string, string | ((...values: never[]) => string)>;

/** The messages the name/description pages show: the failed save, the delete and the search. */
export interface NameDescriptionMessages {
  createFailed: string;
  deleteTitle: string;
  deleteQuestion: string;
  deleteWarning: string;
  searchPlaceholder: string;
}

type ModuleMessages = MessageTable & NameDescriptionMessages;

/** The fixed sentences of a message table, the ones a language must translate. */
type Sentences<Messages extends MessageTable> = {
  [Key in keyof Messages as Messages[Key] extends string ? Key : never]: string;
};

/** A sub menu of the access catalogue: its name and the access types it may be granted. */
export interface ModuleSubMenu {
  name: string;
  access: readonly AccessType[];
}

/** What a name/description module says about itself; `defineModule` derives the rest. */
export interface NameDescriptionModuleSpec<
  Word extends string,
  NameField extends string,
  Messages extends ModuleMessages,
> {
  /** The module's word: its folder on both sides, its API tag and its query-key root. */
  word: Word;
  /**
   * The rights that govern it. A module with a sub menu of its own gives a new one (the access
   * catalogue lists it under Master Data); one governed by another's passes that one's.
   */
  subMenu: ModuleSubMenu;
  /** Its pages: the list's address and its tab, and whether a record has a detail page. */
  page: { path: `/master-data/${string}`; listTab: string; hasDetail: boolean };
  /** Its calls under `/api/v1/master-data`. */
  api: { list: `/${string}`; item: `/${string}`; summary?: string };
  /**
   * Its table in the database and the entity its audit rows name. A unique name gives the message
   * (of `messages`) that refuses a duplicate: the table then has a unique index on lower(name),
   * `uniqueNameIndex(definition)`.
   */
  table: { name: string; uniqueName: false | { message: keyof Messages & string } };
  entity: string;
  /** The name's field in the body and the record ('facilityName'). */
  nameField: NameField;
  /** The record's noun in the API's answers ('Facility', 'Facilities'). */
  noun: { one: string; many: string };
  /** The spreadsheet: its file and sheet name and the name column's header, in each language. */
  export: { file: string; sheet: Record<Language, string>; nameHeader: Record<Language, string> };
  /** Its message table, in English; the name-required message is its schema's. */
  messages: Messages;
  nameRequired: keyof Messages & string;
  /** Its pages' texts in each language, and its messages in Indonesian. */
  texts: { en: NameDescriptionTexts; id: NameDescriptionTexts };
  idMessages: Sentences<Messages>;
}

/**
 * One master-data module holding a name and a description (facilities, credit types): every
 * registry (the server's routes and tables, the access catalogue, the web's addresses, menu, routes
 * and texts, the end-to-end screen lists) maps over these definitions, so a new module is one
 * definition (docs/server-kit.md). Its schemas are `moduleSchemas(definition)`, apart, so that the
 * menu and the addresses read the definitions without zod (docs/decisions.md, First load).
 */
export const defineModule = <
  const Word extends string,
  const NameField extends string,
  const Messages extends ModuleMessages,
>(
  spec: NameDescriptionModuleSpec<Word, NameField, Messages>,
) => {
  // The module's catalogue namespace and message-code prefix ('creditTypes').
  return { ...spec, key: camelWord(spec.word) };
};

/** A body of any module; its name is under the module's field. */
export interface NamedBody {
  description?: string | null | undefined;
  version?: number | undefined;
}

/** Any module's definition, as the registries that map over all of them see it. */
export interface ModuleDefinition extends Omit<
  NameDescriptionModuleSpec<string, string, ModuleMessages>,
  'idMessages'
> {
  key: string;
  idMessages: Record<string, string>;
}

/** The unique index on lower(name) of a module whose names are unique (`table.uniqueName`). */
export const uniqueNameIndex = (definition: Pick<ModuleDefinition, 'table'>) =>
  `${definition.table.name}_name_key`;
