import type { EarlierFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSelectSearch } from '../../../lib/use-select-search';
import { documentsQueryKeys, type EarlierFilesParams } from './documents-query-keys';

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
  return useQuery({
    ...getEarlierFilesQueryOptions({ debiturId, search: useSelectSearch(search) }),
    enabled,
    placeholderData: keepPreviousData,
  });
};
