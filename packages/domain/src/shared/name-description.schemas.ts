import { z } from 'zod';
import { sortedListQuery, versionField } from './list-query.schemas';
import { recordFields } from './record.schemas';
import { optionalTextarea, requiredText } from './text.schemas';

/** The name field under the module's own key (`facilityName`, `groupName`, …). */
const namedField = <Name extends string, Field extends z.ZodType>(name: Name, field: Field) =>
  ({ [name]: field }) as Record<Name, Field>;

/** What a body of a record holding a name and a description sends; `nameRequired` is its message. */
export const nameDescriptionBodyFields = <Name extends string>(
  nameField: Name,
  nameRequired: string,
) => ({
  ...namedField(nameField, requiredText(nameRequired)),
  description: optionalTextarea(),
});

/** What such a record answers with. */
export const nameDescriptionRecordFields = <Name extends string>(nameField: Name) => ({
  ...recordFields,
  ...namedField(nameField, z.string()),
  description: z.string().nullable(),
});

/** The keys a list of records holding a name and a description sorts by. */
export const nameDescriptionSortKeys = <Name extends string>(nameField: Name) =>
  ['created', nameField, 'description', 'modified'] as const;

/**
 * The schemas of a module holding only a name and a description (facilities, credit types, and
 * groups before their branches): the body it takes, with its version, and the record it answers.
 */
export const nameDescriptionSchemas = <Name extends string>(
  nameField: Name,
  nameRequired: string,
) => ({
  body: z.object({ ...nameDescriptionBodyFields(nameField, nameRequired), version: versionField }),
  record: z.object(nameDescriptionRecordFields(nameField)),
  query: sortedListQuery(nameDescriptionSortKeys(nameField)),
});
