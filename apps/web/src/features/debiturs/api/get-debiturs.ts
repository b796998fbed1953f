import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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

export const getDebiturs = (params: DebiturListParams) =>
  api.get<{ data: Debitur[]; total: number }>('/master-data/debiturs', { params: { ...params } });

export const getDebitursQueryOptions = (params: DebiturListParams) =>
  queryOptions({
    queryKey: debitursQueryKeys.list(params),
    queryFn: () => getDebiturs(params),
    placeholderData: keepPreviousData,
  });

export const useDebiturs = (params: DebiturListParams) => useQuery(getDebitursQueryOptions(params));

/**
 * Every live debitur of a type, for the Filter drawer's name choices; loaded once the drawer is
 * first opened (`enabled`), as the whole list is large.
 */
export const useDebiturNameOptions = (type: DebiturType, enabled: boolean) =>
  useQuery({
    ...getDebitursQueryOptions({ type, unpaged: true }),
    enabled,
    select: (answer) =>
      [
        ...new Set(
          answer.data.map((debitur) =>
            type === 'Personal' ? debitur.fullName : debitur.companyName,
          ),
        ),
      ].filter((name): name is string => !!name),
  });
