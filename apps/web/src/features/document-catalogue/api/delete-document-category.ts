import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { catalogueCalls, documentCatalogueQueryKeys } from './document-catalogue-query-keys';

export const deleteDocumentCategory = (code: string) =>
  api.delete<null>(`${catalogueCalls.category}/${encodeURIComponent(code)}`);

export const useDeleteDocumentCategory = () =>
  useModuleMutation(deleteDocumentCategory, documentCatalogueQueryKeys.all);
