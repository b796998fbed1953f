import { nameDescriptionSchemas } from '../shared/name-description.schemas';
import type { ModuleDefinition, NameDescriptionModuleSpec } from './define-module';

type Spec = Pick<
  NameDescriptionModuleSpec<string, string, ModuleDefinition['messages']>,
  'word' | 'nameField' | 'messages' | 'nameRequired'
>;

/** The body a module takes and the record it answers, from its name field and its messages. */
export const moduleSchemas = <const NameField extends string>(
  definition: Spec & { nameField: NameField },
) => {
  const nameRequired = definition.messages[definition.nameRequired];
  if (typeof nameRequired !== 'string')
    throw new Error(`${definition.word}: ${definition.nameRequired} is not a fixed message`);
  return nameDescriptionSchemas(definition.nameField, nameRequired);
};
