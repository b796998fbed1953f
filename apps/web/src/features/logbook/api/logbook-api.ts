import type {
  LogbookBody,
  LogbookEntry,
  LogbookParty,
  LogbookStatus,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { createResourceApi, type ResourceListParams } from '../../../lib/resource-api';

export type LogbookListParams = ResourceListParams & {
  party?: LogbookParty[];
  status?: LogbookStatus[];
};

const ITEM = '/report/logbook-incoming-call';

/** The call logbook's calls: list, detail, create, update and export. */
export const logbookApi = createResourceApi<LogbookEntry, LogbookBody, LogbookListParams>({
  module: 'logbook',
  list: ITEM,
  item: ITEM,
  export: `${ITEM}/export`,
});

/** Closes an Open call; the list and the call's detail are read again. */
export const useCloseLogbookEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.post<LogbookEntry>(`${ITEM}/${id}/close`, { version }),
    onSuccess: (_entry, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logbookApi.keys.lists() }),
        queryClient.invalidateQueries({ queryKey: logbookApi.keys.detail(id) }),
      ]),
  });
};
