import type { LogbookLinkOptions } from '@creditdesk/domain/logbook/logbook.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSelectSearch } from '../../../lib/use-select-search';
import { logbookQueryKeys, type LinkOptionsParams } from './logbook-query-keys';

/** The applications and debiturs a call may be linked to, the chosen ones included. */
export const useLinkOptions = ({ search, creditApplicationId, debiturId }: LinkOptionsParams) => {
  const params = {
    search: useSelectSearch(search),
    creditApplicationId: creditApplicationId ?? undefined,
    debiturId: debiturId ?? undefined,
  };
  return useQuery({
    queryKey: logbookQueryKeys.linkOptions(params),
    queryFn: () =>
      api.get<LogbookLinkOptions>('/report/logbook-incoming-call/link-options', { params }),
    placeholderData: keepPreviousData,
  });
};
