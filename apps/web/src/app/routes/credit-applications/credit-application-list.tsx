import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  CREDIT_APPLICATION_FILTER_KEYS,
  NO_CREDIT_APPLICATION_FILTERS,
} from '../../../features/credit-applications/api/get-credit-applications';
import { CreditApplicationsTable } from '../../../features/credit-applications/components/credit-applications-table';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import {
  CREDIT_APPLICATION_TABS,
  creditApplicationListParams,
  tabOf,
} from './credit-application-list-params';
import { CreditApplicationListPage } from './credit-application-list-page';

const pages = paths.creditApplication;

export function CreditApplicationListRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const list = useListState(CREDIT_APPLICATION_FILTER_KEYS);
  const canCreate = useCan(SUB_MENUS.creditApplication, 'Create');
  const params = creditApplicationListParams(searchParams);

  return (
    <CreditApplicationListPage
      title={t('creditApplications.title')}
      add={canCreate ? { label: t('creditApplications.addNew'), href: pages.addHref() } : undefined}
      list={list}
      query={{ filters: { ...NO_CREDIT_APPLICATION_FILTERS, ...list.filters }, params }}
      filterKeys={CREDIT_APPLICATION_FILTER_KEYS}
      tabs={{
        items: CREDIT_APPLICATION_TABS.map((item) => ({
          value: item.value,
          label: t(item.label),
        })),
        value: tab,
        // A new tab starts on page 1 with no search or filters of the previous one.
        onChange: (value) => setSearchParams({ tab: tabOf(value) }),
      }}
    >
      <CreditApplicationsTable
        params={params}
        onPageChange={list.setPage}
        detailHref={(id) => pages.detailHref(id)}
        editHref={(id) => pages.editHref(id, tab)}
      />
    </CreditApplicationListPage>
  );
}
