import type { AccessSubMenu } from '../access/access.schemas';
import type { Role } from './roles.schemas';

/** 'Master Data Group: Read, Create': one sub menu and the access types held on it. */
export const subMenuAccessText = (subMenu: Pick<AccessSubMenu, 'name' | 'access'>) =>
  `${subMenu.name}: ${subMenu.access.join(', ')}`;

/** The list's Role Access column: one line per menu, its sub menus joined with ' | '. */
export const roleAccessLines = (access: Role['access']) =>
  access.map(({ accessId }) => accessId.subMenu.map(subMenuAccessText).join(' | '));
