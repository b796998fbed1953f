import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const GROUP_MESSAGES = defineMessages('groups', {
  groupNameRequired: 'Group Name must be filled',
  createFailed: 'Failed to create group.',
  duplicateName: 'Group Name already exists.',
  deleteTitle: 'Delete Group',
  deleteQuestion: 'Are you sure want to delete this group?',
  deleteWarning: 'Once you delete, all data in this group cannot be restored',
  searchPlaceholder: 'Search by group name',
});
