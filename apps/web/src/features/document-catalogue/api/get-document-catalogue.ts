import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CatalogueCategory } from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

/** The categories in order, each with its types, retired ones included. */
export const getDocumentCatalogue = () => api.get<CatalogueCategory[]>(catalogueCalls.tree);

export const getDocumentCatalogueQueryOptions = () =>
  queryOptions({ queryKey: documentCatalogueQueryKeys.tree(), queryFn: getDocumentCatalogue });

export const useDocumentCatalogue = () => useQuery(getDocumentCatalogueQueryOptions());
