import type { DocumentReading } from '@creditdesk/domain/documents/document-readings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';

/** How often the card asks again while a file is still being read. */
export const READING_POLL_MS = 3000;

/** What reading found in the application's current files: state, numbers and flags. */
export const getDocumentReadings = (applicationId: string) =>
  api.get<DocumentReading[]>(`/credit-application/${applicationId}/document-readings`);

/** Under the module's `all`, so that an upload's invalidation asks for the new file's reading. */
export const getDocumentReadingsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKeys.all, 'readings', applicationId] as const,
    queryFn: () => getDocumentReadings(applicationId),
  });

export const useDocumentReadings = (applicationId: string) =>
  useQuery({
    ...getDocumentReadingsQueryOptions(applicationId),
    refetchInterval: (query) =>
      query.state.data?.some((reading) => reading.state === 'pending') ? READING_POLL_MS : false,
  });
