import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const BRANCH_MESSAGES = defineMessages('branches', {
  branchNameRequired: 'Branch Name must be filled',
  groupRequired: 'Group Name must be selected',
  unknownGroup: 'A selected group no longer exists. Please choose the groups again.',
  groupStillAssigned:
    'Users of this branch are assigned to it under {{groups}}. Change their area before removing the group from the branch.',
  createFailed: 'Failed to create branch.',
  deleteTitle: 'Delete Branch',
  deleteQuestion: 'Are you sure want to delete this branch?',
  deleteWarning: 'Once you delete, all data in this branch cannot be restored',
  searchPlaceholder: 'Search by branch name',
});
