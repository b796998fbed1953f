import type { AccessType } from '../access/access-catalogue';
import type { Role } from './roles.schemas';

/** 'Master Data Group: Read, Create': one sub menu and the access types held on it. */
export const subMenuAccessText = (subMenu: { name: string; access: readonly string[] }) =>
  `${subMenu.name}: ${subMenu.access.join(', ')}`;

/**
 * The list's Role Access column: one line per menu, its sub menus joined with ' | '. The web
 * names the access types in the user's language; exports keep them as stored.
 */
export const roleAccessLines = (
  access: Role['access'],
  typeName: (type: AccessType) => string = (type) => type,
) =>
  access.map(({ accessId }) =>
    accessId.subMenu
      .map((subMenu) => subMenuAccessText({ ...subMenu, access: subMenu.access.map(typeName) }))
      .join(' | '),
  );
