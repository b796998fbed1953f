import type { DocumentStructure } from '@creditdesk/domain/documents/document-answers.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';

/** The application's document tree: categories, their types and files, and what Submit still needs. */
export const getDocumentStructure = (applicationId: string) =>
  api.get<DocumentStructure>(`/credit-application/list-document/${applicationId}`);

export const getDocumentStructureQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: documentsQueryKeys.structure(applicationId),
    queryFn: () => getDocumentStructure(applicationId),
  });

/** `enabled`: the tree exists from Credit Approved on; earlier statuses do not ask for it. */
export const useDocumentStructure = (applicationId: string, enabled = true) =>
  useQuery({ ...getDocumentStructureQueryOptions(applicationId), enabled });
