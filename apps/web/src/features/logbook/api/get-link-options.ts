import type { LogbookLinkOptions } from '@creditdesk/domain/logbook/logbook.schemas';
import { TEXT_MAX } from '@creditdesk/domain/shared/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logbookApi } from './logbook-api';

/** Shorter than the list's 1 s: a select answers each pause in typing. */
const SEARCH_DEBOUNCE_MS = 400;

export interface LinkOptionsParams {
  search: string;
  creditApplicationId: string | null;
  debiturId: string | null;
}

/** The applications and debiturs a call may be linked to, the chosen ones included. */
export const useLinkOptions = ({ search, creditApplicationId, debiturId }: LinkOptionsParams) => {
  const [debounced] = useDebouncedValue(search.trim().slice(0, TEXT_MAX), SEARCH_DEBOUNCE_MS);
  const params = {
    search: debounced || undefined,
    creditApplicationId: creditApplicationId ?? undefined,
    debiturId: debiturId ?? undefined,
  };
  return useQuery({
    queryKey: [...logbookApi.keys.all, 'link-options', params],
    queryFn: () =>
      api.get<LogbookLinkOptions>('/report/logbook-incoming-call/link-options', { params }),
    placeholderData: keepPreviousData,
  });
};
