import type { AccessType } from '../access/access-catalogue';

/**
 * The document catalogue as master data: its sub menu under Master Data (the access catalogue
 * lists it, so roles, the permission matrix and the role form show it), its page, its calls under
 * `/api/v1/master-data` and the entities its audit rows name. Apart from the schemas, so that the
 * menu and the addresses read it without zod.
 */
export const DOCUMENT_CATALOGUE_MODULE = {
  word: 'document-catalogue',
  key: 'documentCatalogue',
  subMenu: {
    name: 'Document Catalogue',
    access: ['Read', 'Create', 'Update', 'Delete'] as const satisfies readonly AccessType[],
  },
  page: { path: '/master-data/document-catalogue' },
  api: {
    tree: '/document-catalogue',
    category: '/document-catalogue/category',
    type: '/document-catalogue/type',
  },
  entity: { category: 'document-category', type: 'document-type' },
} as const;
