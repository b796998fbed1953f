import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/kit/list-page';
import { paths } from '../../../config/paths';
import { CREDIT_APPLICATION_FILTER_KEYS } from '../../../features/credit-applications/api/get-credit-applications';
import { exportCreditApplications } from '../../../features/credit-applications/api/export-credit-applications';
import { CreditApplicationFilterDrawer } from '../../../features/credit-applications/components/credit-application-filter-drawer';
import { CreditApplicationsTable } from '../../../features/credit-applications/components/credit-applications-table';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import {
  CREDIT_APPLICATION_TABS,
  creditApplicationListParams,
  tabOf,
} from './credit-application-list-params';

const pages = paths.creditApplication;

export function CreditApplicationListRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const list = useListState(CREDIT_APPLICATION_FILTER_KEYS);
  const canCreate = useCan(SUB_MENUS.creditApplication, 'Create');
  // Spec section 6: Read shows Export.
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const [filtering, setFiltering] = useState(false);
  const { filters } = list;
  const activeFilters = CREDIT_APPLICATION_FILTER_KEYS.reduce(
    (count, key) => count + filters[key].length,
    0,
  );
  const params = creditApplicationListParams(searchParams);

  return (
    <>
      <ListPage
        title={t('creditApplications.title')}
        add={
          canCreate ? { label: t('creditApplications.addNew'), href: pages.addHref() } : undefined
        }
        searchPlaceholder={t('creditApplications.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        onExport={canRead ? (format) => exportCreditApplications(params, format) : undefined}
        filter={{ active: activeFilters, onOpen: () => setFiltering(true) }}
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
      </ListPage>
      <CreditApplicationFilterDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={list.setFilters}
      />
    </>
  );
}
