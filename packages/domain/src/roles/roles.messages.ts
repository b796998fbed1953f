import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const ROLE_MESSAGES = defineMessages('roles', {
  nameRequired: 'Role Name must be filled',
  accessRequired: 'At least one access is required',
  accessTypeRequired: 'At least have one access',
  menuIdRequired: 'Menu must be filled',
  subMenuIdRequired: 'Sub Menu must be filled',
  accessTypeEmpty: 'Access type must be filled',
  dataScopeInvalid: 'Data Access must be Own area or All branches',
  createFailed: 'Failed to create role.',
  duplicateName: 'Role Name already exists.',
  deleteTitle: 'Delete Role',
  deleteQuestion: 'Are you sure want to delete this role?',
  deleteWarning: 'Once you delete, all data in this role cannot be restored',
  searchPlaceholder: 'Search by role name',
  builtInNotChangeable: 'The Super Admin role is built in and cannot be changed.',
  builtInNotDeletable: 'The Super Admin role is built in and cannot be deleted.',
  builtInNotice:
    'Super Admin is a built-in role: it keeps every access and cannot be changed or deleted.',
  unknownMenu: 'Menu {{id}} does not exist.',
  unknownSubMenu: 'Sub menu {{id}} does not exist.',
  subMenuOutsideMenu: 'Sub menu {{subMenu}} does not belong to menu {{menu}}.',
  accessTypeNotOffered: 'Access type {{accessType}} is not available for {{subMenu}}.',
});
