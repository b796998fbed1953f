import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { api } from '../../../lib/api-client';
import { useRecordMutation } from '../../../lib/record-calls';
import { logbookQueryKeys } from './logbook-query-keys';

export const closeLogbookEntry = ({ id, version }: { id: string; version: number }) =>
  api.post<LogbookEntry>(`/report/logbook-incoming-call/${id}/close`, { version });

/** Closes an Open call; the list and the call's detail are read again. */
export const useCloseLogbookEntry = () =>
  useRecordMutation(logbookQueryKeys, closeLogbookEntry, ({ id }) => id);
