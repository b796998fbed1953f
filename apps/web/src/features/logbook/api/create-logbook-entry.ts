import type { LogbookBody, LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { createCall } from '../../../lib/record-calls';
import { logbookQueryKeys } from './logbook-query-keys';

export const { post: createLogbookEntry, useCreate: useCreateLogbookEntry } = createCall<
  LogbookEntry,
  LogbookBody
>(logbookQueryKeys, '/report/logbook-incoming-call');
