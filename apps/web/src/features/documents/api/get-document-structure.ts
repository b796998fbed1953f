import type { CheckedDocumentStructure } from '@creditdesk/domain/documents/debitur-checks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';

/**
 * The application's document tree: categories, their types and files, what Submit still needs and
 * where the documents differ from the debitur.
 */
export const getDocumentStructure = (applicationId: string) =>
  api.get<CheckedDocumentStructure>(`/credit-application/list-document/${applicationId}`);

export const getDocumentStructureQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: documentsQueryKeys.structure(applicationId),
    queryFn: () => getDocumentStructure(applicationId),
  });

/** `enabled`: the tree exists from Credit Approved on; earlier statuses do not ask for it. */
export const useDocumentStructure = (applicationId: string, enabled = true) =>
  useQuery({ ...getDocumentStructureQueryOptions(applicationId), enabled });
