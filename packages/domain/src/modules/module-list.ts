import { CREDIT_TYPES_MODULE } from '../credit-types/credit-types.module';
import { FACILITIES_MODULE } from '../facilities/facilities.module';

/**
 * Every name/description module, in the menu's order: the one list the registries map over (the
 * server's routes, the access catalogue, the web's addresses, menu, routes and texts, the
 * end-to-end screen lists). A new module is its definition and one line here.
 */
export const MODULES = [FACILITIES_MODULE, CREDIT_TYPES_MODULE] as const;

export type Module = (typeof MODULES)[number];
/** A module's word ('credit-types'): its folders, its API tag and its query-key root. */
export type ModuleWord = Module['word'];
/** A module's catalogue namespace and message-code prefix ('creditTypes'). */
export type ModuleKey = Module['key'];

/** The sub menus the modules bring to the access catalogue, each once. */
export const moduleSubMenus = () => [
  ...new Map(MODULES.map((module) => [module.subMenu.name, module.subMenu])).values(),
];
