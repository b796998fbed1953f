import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listCall } from '../../../lib/record-calls';
import { useSelectSearch } from '../../../lib/use-select-search';
import { debitursQueryKeys, type DebiturListParams } from './debiturs-query-keys';

/** The list tabs that show debiturs (the audit trail lists changes instead). */
export type DebiturListTab = 'personal-list' | 'enterprise-list' | 'archive-list';

/** The Filter drawer's choices; each field is left out of the query when empty. */
export interface DebiturFilters {
  fullName: string[];
  companyName: string[];
  maritalStatus: string[];
  branchId: string[];
}

export const NO_DEBITUR_FILTERS: DebiturFilters = {
  fullName: [],
  companyName: [],
  maritalStatus: [],
  branchId: [],
};

/** What a list tab holds: paging, search and the Filter drawer's choices. */
export interface DebiturListState {
  page: number;
  limit: number;
  search: string;
  filters: DebiturFilters;
}

/**
 * The list query of a tab: Personal and Enterprise show live debiturs of their type, Archive
 * shows archived debiturs of both types. Only the filters of the tab's type are sent.
 */
export const toDebiturListParams = (
  tab: DebiturListTab,
  { page, limit, search, filters }: DebiturListState,
): DebiturListParams & Pick<DebiturListState, 'page' | 'limit'> => {
  const base = { page, limit, search: search || undefined, branchId: filters.branchId };
  if (tab === 'personal-list')
    return {
      ...base,
      type: 'Personal',
      isArchive: false,
      fullName: filters.fullName,
      maritalStatus: filters.maritalStatus,
    };
  if (tab === 'enterprise-list')
    return { ...base, type: 'Enterprise', isArchive: false, companyName: filters.companyName };
  return { ...base, isArchive: true };
};

export const {
  get: getDebiturs,
  queryOptions: getDebitursQueryOptions,
  useList: useDebiturs,
} = listCall<Debitur, DebiturListParams>(debitursQueryKeys, '/master-data/debiturs');

/** The Filter drawer shows this many names per search, like the credit application selects. */
export const DEBITUR_NAME_OPTIONS_LIMIT = 50;

/**
 * The Filter drawer's name choices: live debiturs of a type whose details match the typed text,
 * one page of DEBITUR_NAME_OPTIONS_LIMIT in name order, searched on the server once typing
 * pauses (a book of 200,000 debiturs is never sent whole). Chosen names stay among the options
 * whatever the search. Loaded once the drawer is first opened (`enabled`).
 */
export const useDebiturNameOptions = (type: DebiturType, chosen: string[], enabled: boolean) => {
  const [searchValue, setSearchValue] = useState('');
  const search = useSelectSearch(searchValue);
  const nameField = type === 'Personal' ? 'fullName' : 'companyName';
  const found = useQuery({
    ...getDebitursQueryOptions({
      type,
      isArchive: false,
      search,
      limit: DEBITUR_NAME_OPTIONS_LIMIT,
      sortBy: nameField,
      sortOrder: 'asc',
    }),
    enabled,
  });
  const names = (found.data?.data ?? [])
    .map((debitur) => debitur[nameField])
    .filter((name): name is string => !!name);
  return {
    searchValue,
    onSearchChange: setSearchValue,
    data: [...new Set([...chosen, ...names])],
    hasMore: (found.data?.total ?? 0) > DEBITUR_NAME_OPTIONS_LIMIT,
    isError: found.isError,
    isFetching: found.isFetching,
  };
};
