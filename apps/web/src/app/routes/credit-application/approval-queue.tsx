import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/kit/list-page';
import { paths } from '../../../config/paths';
import { exportCreditApplications } from '../../../features/credit-applications/api/export-credit-applications';
import { ApprovalQueueTable } from '../../../features/credit-applications/components/approval-queue-table';
import { CreditApplicationFilterDrawer } from '../../../features/credit-applications/components/credit-application-filter-drawer';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { approvalQueueParams, QUEUE_FILTER_KEYS } from './credit-application-list-params';

/**
 * The approval queue (/approval): applications Waiting for Review, the longest waiting first.
 * Its search and filters live in its own address, so they never carry over to the credit
 * application list, nor the list's to it.
 */
export function ApprovalQueueRoute() {
  const { t } = useTranslation();
  const list = useListState(QUEUE_FILTER_KEYS);
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const [filtering, setFiltering] = useState(false);
  const [address] = useSearchParams();
  const { filters, params } = approvalQueueParams(address);
  const activeFilters = QUEUE_FILTER_KEYS.reduce((count, key) => count + filters[key].length, 0);

  return (
    <>
      <ListPage
        title={t('creditApplications.approval.title')}
        subtitle={t('creditApplications.approval.subtitle')}
        searchPlaceholder={t('creditApplications.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        onExport={canRead ? (format) => exportCreditApplications(params, format) : undefined}
        filter={{ active: activeFilters, onOpen: () => setFiltering(true) }}
      >
        <ApprovalQueueTable
          params={params}
          onPageChange={list.setPage}
          detailHref={(id) => paths.creditApplication.detailHref(id)}
        />
      </ListPage>
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
