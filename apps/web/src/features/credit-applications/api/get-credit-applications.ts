import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { listCall } from '../../../lib/record-calls';
import {
  creditApplicationsQueryKeys,
  type CreditApplicationListParams,
} from './credit-applications-query-keys';

/** The Filter drawer's choices; empty lists and dates are left out of the query. */
export interface CreditApplicationFilters {
  branchId: string[];
  debitur: string[];
  creditType: string[];
  facilities: string[];
  status: string[];
  tenorStartDate: string[];
  tenorEndDate: string[];
  /** The approval queue's tiers, and its 'I can decide' (['true'] when ticked). */
  tier: string[];
  canDecide: string[];
}

export const CREDIT_APPLICATION_FILTER_KEYS = [
  'branchId',
  'debitur',
  'creditType',
  'facilities',
  'status',
  'tenorStartDate',
  'tenorEndDate',
] as const satisfies readonly (keyof CreditApplicationFilters)[];

export const NO_CREDIT_APPLICATION_FILTERS: CreditApplicationFilters = {
  branchId: [],
  debitur: [],
  creditType: [],
  facilities: [],
  status: [],
  tenorStartDate: [],
  tenorEndDate: [],
  tier: [],
  canDecide: [],
};

export interface CreditApplicationListState {
  page: number;
  limit: number;
  search: string;
  filters: CreditApplicationFilters;
  isArchive: boolean;
}

/** The list query of a tab; the tenor dates travel in the address as one-element lists. */
export const toCreditApplicationListParams = ({
  page,
  limit,
  search,
  filters,
  isArchive,
}: CreditApplicationListState): CreditApplicationListParams & { page: number; limit: number } => ({
  page,
  limit,
  search: search || undefined,
  branchId: filters.branchId,
  debitur: filters.debitur,
  creditType: filters.creditType,
  facilities: filters.facilities,
  status: filters.status,
  tenorStartDate: filters.tenorStartDate[0] || undefined,
  tenorEndDate: filters.tenorEndDate[0] || undefined,
  isArchive,
});

export const {
  get: getCreditApplications,
  queryOptions: getCreditApplicationsQueryOptions,
  useList: useCreditApplications,
} = listCall<CreditApplicationRow, CreditApplicationListParams>(
  creditApplicationsQueryKeys,
  '/credit-application/paged',
);
