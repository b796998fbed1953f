import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ExportButton } from '../../../components/ui/export-button';
import { FilterButton } from '../../../components/ui/filter-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '../../../config/paths';
import { exportCreditApplications } from '../../../features/credit-applications/api/export-credit-applications';
import {
  CREDIT_APPLICATION_FILTER_KEYS,
  NO_CREDIT_APPLICATION_FILTERS,
  toCreditApplicationListParams,
} from '../../../features/credit-applications/api/get-credit-applications';
import { ApprovalQueueTable } from '../../../features/credit-applications/components/approval-queue-table';
import { CreditApplicationFilterDrawer } from '../../../features/credit-applications/components/credit-application-filter-drawer';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';

/** The queue holds the applications a reviewer decides on, and nothing else. */
const QUEUE_STATUS: CreditApplicationStatus = 'Waiting for Review';

/** The queue's own filters: the list's, without status. */
const QUEUE_FILTER_KEYS = CREDIT_APPLICATION_FILTER_KEYS.filter((key) => key !== 'status');

/**
 * The approval queue (/approval): applications Waiting for Review, the longest waiting first.
 * Its search and filters live in its own address, so they never carry over to the credit
 * application list, nor the list's to it.
 */
export function ApprovalQueueRoute() {
  const list = useListState(QUEUE_FILTER_KEYS);
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const [filtering, setFiltering] = useState(false);
  const filters = { ...NO_CREDIT_APPLICATION_FILTERS, ...list.filters, status: [QUEUE_STATUS] };
  const activeFilters = QUEUE_FILTER_KEYS.reduce((count, key) => count + filters[key].length, 0);
  const params = {
    ...toCreditApplicationListParams({
      page: list.page,
      limit: list.limit,
      search: list.search,
      filters,
      isArchive: false,
    }),
    sortBy: 'statusChanged',
    sortOrder: 'asc' as const,
  };

  return (
    <>
      <PageHeader
        title="Approval"
        subtitle="Credit applications waiting for review, the longest waiting first"
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder="Search application no. or debitur"
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <Group gap="sm">
              <FilterButton activeFilters={activeFilters} onClick={() => setFiltering(true)} />
              {canRead && (
                <ExportButton onExport={(format) => exportCreditApplications(params, format)} />
              )}
            </Group>
          </Group>
          <ApprovalQueueTable
            params={params}
            onPageChange={list.setPage}
            detailHref={(id) => paths.creditApplication.detailHref(id)}
          />
        </Stack>
      </Card>
      <CreditApplicationFilterDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={list.setFilters}
        withStatus={false}
      />
    </>
  );
}
