import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';

/** The catalogue's calls sit under Master Data's base, at the module's paths. */
const MASTER_DATA = '/master-data';

export const catalogueCalls = {
  tree: `${MASTER_DATA}${DOCUMENT_CATALOGUE_MODULE.api.tree}`,
  category: `${MASTER_DATA}${DOCUMENT_CATALOGUE_MODULE.api.category}`,
  type: `${MASTER_DATA}${DOCUMENT_CATALOGUE_MODULE.api.type}`,
};

/** The catalogue is read whole, so every change refreshes the one tree under `all`. */
export const documentCatalogueQueryKeys = {
  all: [DOCUMENT_CATALOGUE_MODULE.word] as const,
  tree: () => [DOCUMENT_CATALOGUE_MODULE.word, 'tree'] as const,
};
