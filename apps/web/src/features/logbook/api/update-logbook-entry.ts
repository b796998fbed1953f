import type { LogbookBody, LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { updateCall } from '../../../lib/record-calls';
import { logbookQueryKeys } from './logbook-query-keys';

export const { put: updateLogbookEntry, useUpdate: useUpdateLogbookEntry } = updateCall<
  LogbookEntry,
  LogbookBody
>(logbookQueryKeys, '/report/logbook-incoming-call');
