import type { EarlierFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { TEXT_MAX } from '@creditdesk/domain/shared/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys, type EarlierFilesParams } from './documents-query-keys';

/** A select answers each pause in typing, as the debitur search does. */
const EARLIER_FILES_DEBOUNCE_MS = 400;

export const getEarlierFiles = (params: EarlierFilesParams) =>
  api.get<{ data: EarlierFile[] }>('/document-credit-application/files', {
    params: { ...params },
  });

export const getEarlierFilesQueryOptions = (params: EarlierFilesParams) =>
  queryOptions({
    queryKey: documentsQueryKeys.earlierFiles(params),
    queryFn: () => getEarlierFiles(params),
  });

/** The debitur's files from its own record and its other applications, searched by name. */
export const useEarlierFiles = ({
  debiturId,
  search,
  enabled,
}: {
  debiturId: string;
  search: string;
  enabled: boolean;
}) => {
  const [debounced] = useDebouncedValue(
    search.trim().slice(0, TEXT_MAX),
    EARLIER_FILES_DEBOUNCE_MS,
  );
  return useQuery({
    ...getEarlierFilesQueryOptions({ debiturId, search: debounced || undefined }),
    enabled,
    placeholderData: keepPreviousData,
  });
};
