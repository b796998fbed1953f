import { defineMessages } from '../shared/message-index';

/** The refusals of the credit application status machine and wizard rules (the spec shows none). */
export const CREDIT_APPLICATION_CONFLICTS = defineMessages('creditApplicationConflicts', {
  notEditable: 'A credit application that is {{status}} cannot be edited.',
  draftOnlyNew: 'Only a new or Draft credit application can be saved as Draft.',
  deleteDraftOnly: 'Only a Draft credit application can be deleted.',
  notCreator: 'Only the creator of the credit application can move its signing steps.',
  notEditor: 'Only the creator of the credit application can edit it once it is no longer a Draft.',
  wrongStep:
    'A credit application that is {{from}} cannot move to {{to}}; only the next signing step is allowed.',
  debiturUnusable: 'Debitur must be an active debitur of the selected type.',
  filesWithoutNewDebitur: 'Files can only be sent with a new debitur.',
});
