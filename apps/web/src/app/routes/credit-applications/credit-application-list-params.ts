import { APPROVAL_QUEUE_STATUS } from '@creditdesk/domain/credit-applications/credit-application-rules';
import {
  CREDIT_APPLICATION_FILTER_KEYS,
  NO_CREDIT_APPLICATION_FILTERS,
  toCreditApplicationListParams,
} from '../../../features/credit-applications/api/get-credit-applications';
import { readListState } from '../../../lib/use-list-state';

/** The list's tabs; a label is the key of its text in the catalogue. */
export const CREDIT_APPLICATION_TABS = [
  { value: 'credit-application-list', label: 'creditApplications.tabs.list' },
  { value: 'archive-list', label: 'creditApplications.tabs.archive' },
] as const;
export type CreditApplicationTab = (typeof CREDIT_APPLICATION_TABS)[number]['value'];

export const tabOf = (value: string | null): CreditApplicationTab =>
  CREDIT_APPLICATION_TABS.find((tab) => tab.value === value)?.value ?? 'credit-application-list';

/** The list's query for an address: the page asks for it, and its loader before the page's code. */
export const creditApplicationListParams = (address: URLSearchParams) => {
  const list = readListState(address, CREDIT_APPLICATION_FILTER_KEYS);
  return toCreditApplicationListParams({
    ...list,
    filters: { ...NO_CREDIT_APPLICATION_FILTERS, ...list.filters },
    isArchive: tabOf(address.get('tab')) === 'archive-list',
  });
};

/** The queue's own filters: the list's without status, its tier and 'I can decide'. */
export const QUEUE_FILTER_KEYS = [
  ...CREDIT_APPLICATION_FILTER_KEYS.filter((key) => key !== 'status'),
  'tier' as const,
  'canDecide' as const,
];

/** The approval queue's query for an address: Waiting for Review only, the longest waiting first. */
export const approvalQueueParams = (address: URLSearchParams) => {
  const list = readListState(address, QUEUE_FILTER_KEYS);
  const filters = {
    ...NO_CREDIT_APPLICATION_FILTERS,
    ...list.filters,
    status: [APPROVAL_QUEUE_STATUS],
  };
  return {
    filters,
    params: {
      ...toCreditApplicationListParams({ ...list, filters, isArchive: false }),
      sortBy: 'statusChanged' as const,
      sortOrder: 'asc' as const,
      tier: filters.tier,
      canDecide: filters.canDecide[0] === 'true' ? true : undefined,
    },
  };
};
