import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logbookQueryKeys } from './logbook-query-keys';

export const closeLogbookEntry = ({ id, version }: { id: string; version: number }) =>
  api.post<LogbookEntry>(`/report/logbook-incoming-call/${id}/close`, { version });

/** Closes an Open call; the list and the call's detail are read again. */
export const useCloseLogbookEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeLogbookEntry,
    onSuccess: (_entry, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logbookQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: logbookQueryKeys.detail(id) }),
      ]),
  });
};
