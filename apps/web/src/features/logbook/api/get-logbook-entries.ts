import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { listCall } from '../../../lib/record-calls';
import { logbookQueryKeys, type LogbookListParams } from './logbook-query-keys';

export const {
  get: getLogbookEntries,
  queryOptions: getLogbookEntriesQueryOptions,
  useList: useLogbookEntries,
} = listCall<LogbookEntry, LogbookListParams>(logbookQueryKeys, '/report/logbook-incoming-call');
