import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import type {
  CatalogueCategory,
  CategoryBody,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const createDocumentCategory = (body: CategoryBody) =>
  api.post<CatalogueCategory>(catalogueCalls.category, body);

export const useCreateDocumentCategory = () =>
  useModuleMutation(createDocumentCategory, documentCatalogueQueryKeys.all);
