import type { AccessType } from '../access/access-catalogue';
import type { Role } from './roles.schemas';

/** 'Master Data Group: Read, Create': one sub menu and the access types held on it. */
export const subMenuAccessText = (subMenu: { name: string; access: readonly string[] }) =>
  `${subMenu.name}: ${subMenu.access.join(', ')}`;

/**
 * The list's Role Access column: one line per menu, its sub menus joined with ' | '. The web and
 * the roles export name the access types in the reader's language (ACCESS_TYPE_LABELS).
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
