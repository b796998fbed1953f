import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const deleteDocumentType = (id: string) => api.delete<null>(`${catalogueCalls.type}/${id}`);

export const useDeleteDocumentType = () =>
  useModuleMutation(deleteDocumentType, documentCatalogueQueryKeys.all);
