import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
/** The spec's "credit application master": the Credit Type options of the wizard. */
export const CREDIT_TYPE_MESSAGES = defineMessages('creditTypes', {
  creditappNameRequired: 'CreditApp Name must be filled',
  duplicateName: 'CreditApp Name already exists.',
  createFailed: 'Failed to create creditapp.',
  deleteTitle: 'Delete Credit Type',
  deleteQuestion: 'Are you sure want to delete this credit type?',
  deleteWarning: 'Once you delete, all data in this credit type cannot be restored',
  searchPlaceholder: 'Search by creditapp name',
});
