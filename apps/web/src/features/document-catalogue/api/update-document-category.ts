import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import type {
  CatalogueCategory,
  CategoryUpdate,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const updateDocumentCategory = ({ code, body }: { code: string; body: CategoryUpdate }) =>
  api.put<CatalogueCategory>(`${catalogueCalls.category}/${encodeURIComponent(code)}`, body);

export const useUpdateDocumentCategory = () =>
  useModuleMutation(updateDocumentCategory, documentCatalogueQueryKeys.all);
