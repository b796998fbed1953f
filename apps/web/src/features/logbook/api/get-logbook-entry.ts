import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { detailCall } from '../../../lib/record-calls';
import { logbookQueryKeys } from './logbook-query-keys';

export const {
  get: getLogbookEntry,
  queryOptions: getLogbookEntryQueryOptions,
  useDetail: useLogbookEntry,
} = detailCall<LogbookEntry>(logbookQueryKeys, '/report/logbook-incoming-call');
