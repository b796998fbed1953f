import type { DebiturOptions } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useSelectSearch } from '../../../lib/use-select-search';
import {
  creditApplicationsQueryKeys,
  type DebiturOptionsParams,
} from './credit-applications-query-keys';

export const getDebiturOptions = (params: DebiturOptionsParams) =>
  api.get<DebiturOptions>('/credit-application/options/debiturs', { params: { ...params } });

export const getDebiturOptionsQueryOptions = (params: DebiturOptionsParams) =>
  queryOptions({
    queryKey: creditApplicationsQueryKeys.debiturOptions(params),
    queryFn: () => getDebiturOptions(params),
  });

export interface DebiturSearch {
  type?: DebiturType;
  /** The text as typed; it is sent once typing pauses. */
  search: string;
  enabled: boolean;
}

/**
 * Live debiturs whose name contains the search text (at most DEBITUR_OPTIONS_LIMIT). The
 * previous answer stays on screen while the next one loads, so the list does not flicker.
 */
export const useDebiturSearch = ({ type, search, enabled }: DebiturSearch) => {
  return useQuery({
    ...getDebiturOptionsQueryOptions({ type, search: useSelectSearch(search) }),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** The debiturs behind chosen ids, archived ones too, so a choice keeps its name. */
export const useChosenDebiturs = (ids: string[], enabled = true) =>
  useQuery({
    ...getDebiturOptionsQueryOptions({ id: [...ids].sort() }),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });

export interface DebiturChoices {
  type?: DebiturType;
  /** The ids chosen so far; they stay among the options whatever the search. */
  chosen: string[];
  enabled: boolean;
}

/**
 * A debitur select that searches the server as the user types: the chosen debiturs (resolved by
 * id, so a saved choice shows its name) followed by the matches of the search.
 */
export const useDebiturChoices = ({ type, chosen, enabled }: DebiturChoices) => {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState('');
  const chosenRows = useChosenDebiturs(chosen, enabled);
  const resolved = chosenRows.data?.data ?? [];
  // A single select shows the chosen name in its input: that text is no search, show them all.
  const search = resolved.some((row) => row.name === searchValue) ? '' : searchValue;
  const found = useDebiturSearch({ type, search, enabled });
  const foundRows = found.data?.data ?? [];
  const byId = new Map([...foundRows, ...resolved].map((row) => [row._id, row]));
  const chosenOptions = chosen.map((id) => {
    const row = byId.get(id);
    return row
      ? { value: id, label: row.name }
      : { value: id, label: chosenRows.isFetching ? t('creditApplications.loading') : id };
  });
  return {
    searchValue,
    onSearchChange: setSearchValue,
    /** A chosen or found debitur by id, with its group and branch. */
    rowOf: (id: string | null) => (id ? byId.get(id) : undefined),
    data: [
      ...chosenOptions,
      ...foundRows
        .filter((row) => !chosen.includes(row._id))
        .map((row) => ({ value: row._id, label: row.name })),
    ],
    hasMore: found.data?.hasMore ?? false,
    isError: found.isError || chosenRows.isError,
    isFetching: found.isFetching || chosenRows.isFetching,
  };
};
