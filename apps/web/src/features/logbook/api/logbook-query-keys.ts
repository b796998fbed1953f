import type { LogbookParty, LogbookStatus } from '@creditdesk/domain/logbook/logbook.schemas';
import { createQueryKeys } from '../../../lib/query-keys';
import type { RecordListParams } from '../../../lib/record-calls';

export type LogbookListParams = RecordListParams & {
  party?: LogbookParty[];
  status?: LogbookStatus[];
};

export interface LinkOptionsParams {
  search: string;
  creditApplicationId: string | null;
  debiturId: string | null;
}

const keys = createQueryKeys<LogbookListParams>('logbook');

/** Query keys of the call logbook; every query and invalidation goes through these. */
export const logbookQueryKeys = {
  ...keys,
  linkOptions: (params: Record<keyof LinkOptionsParams, string | undefined>) =>
    [...keys.all, 'link-options', params] as const,
};
