import type { NameDescriptionTexts } from '@creditdesk/domain/modules/define-module';
import { MODULES, type Module, type ModuleKey } from '@creditdesk/domain/modules/module-list';

/**
 * The page texts of every name/description module in `language`, under its key: they live in
 * the module's definition, so that a new module adds no namespace here.
 */
export const moduleTexts = (language: 'en' | 'id') =>
  Object.fromEntries(MODULES.map((module) => [module.key, module.texts[language]])) as Record<
    ModuleKey,
    NameDescriptionTexts
  >;

/** The messages of every name/description module in Indonesian, under its key (its code prefix). */
export const indonesianModuleMessages = () =>
  Object.fromEntries(MODULES.map((module) => [module.key, module.idMessages])) as {
    [Key in ModuleKey]: Extract<Module, { key: Key }>['idMessages'];
  };
