import type { facilities } from './facilities';

/** The credit types pages: the spec's "credit application master" (Master Data › Credit Type). */
export const creditTypes: typeof facilities = {
  listTitle: 'Credit Type',
  listSubtitle: 'The credit types a credit application can be made for.',
  add: 'Add New Credit Type',
  addSubtitle: 'Create a new credit type for credit administration',
  editTitle: 'Edit Credit Type',
  editSubtitle: 'Update your existing credit type',
  detailTitle: 'Detail Credit Type',
  information: 'Credit Type Information',
  created: 'Credit type created',
  updated: 'Credit type updated',
  nameLabel: 'CreditApp Name',
  namePlaceholder: 'e.g. Kredit Modal Kerja',
  descriptionPlaceholder: 'What the credit type is for',
};
