import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApprovalQueueTable } from '../../../features/credit-applications/components/approval-queue-table';
import { useListState } from '../../../lib/use-list-state';
import { approvalQueueParams, QUEUE_FILTER_KEYS } from './credit-application-list-params';
import { CreditApplicationListPage } from './credit-application-list-page';

/**
 * The approval queue (/approval): applications Waiting for Review, the longest waiting first.
 * Its search and filters live in its own address, so they never carry over to the credit
 * application list, nor the list's to it.
 */
export function ApprovalQueueRoute() {
  const { t } = useTranslation();
  const list = useListState(QUEUE_FILTER_KEYS);
  const [address] = useSearchParams();
  const query = approvalQueueParams(address);

  return (
    <CreditApplicationListPage
      title={t('creditApplications.approval.title')}
      subtitle={t('creditApplications.approval.subtitle')}
      list={list}
      query={query}
      filterKeys={QUEUE_FILTER_KEYS}
    >
      <ApprovalQueueTable
        params={query.params}
        onPageChange={list.setPage}
        detailHref={(id) => paths.creditApplication.detailHref(id)}
      />
    </CreditApplicationListPage>
  );
}
