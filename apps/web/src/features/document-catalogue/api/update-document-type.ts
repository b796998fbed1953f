import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import type {
  CatalogueType,
  TypeBody,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const updateDocumentType = ({ id, body }: { id: string; body: TypeBody }) =>
  api.put<CatalogueType>(`${catalogueCalls.type}/${id}`, body);

export const useUpdateDocumentType = () =>
  useModuleMutation(updateDocumentType, documentCatalogueQueryKeys.all);
