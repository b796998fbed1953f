import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import type {
  CatalogueType,
  TypeBody,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const createDocumentType = (body: TypeBody) =>
  api.post<CatalogueType>(catalogueCalls.type, body);

export const useCreateDocumentType = () =>
  useModuleMutation(createDocumentType, documentCatalogueQueryKeys.all);
