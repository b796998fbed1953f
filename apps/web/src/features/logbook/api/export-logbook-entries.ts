import { exportCall } from '../../../lib/record-calls';
import type { LogbookListParams } from './logbook-query-keys';

export const exportLogbookEntries = exportCall<LogbookListParams>(
  '/report/logbook-incoming-call/export',
);
