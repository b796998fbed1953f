import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { Button, Card, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { FilterButton } from '../../../components/ui/filter-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
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
      <PageHeader
        title={t('creditApplications.title')}
        actions={
          canCreate && (
            <Button component={Link} to={pages.addHref()} leftSection={<IconPlus size={16} />}>
              {t('creditApplications.addNew')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Tabs
          value={tab}
          // A new tab starts on page 1 with no search or filters of the previous one.
          onChange={(value) => setSearchParams({ tab: tabOf(value) })}
        >
          <Tabs.List mb="md">
            {CREDIT_APPLICATION_TABS.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {t(item.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab}>
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <SearchInput
                  key={tab}
                  placeholder={t('creditApplications.searchPlaceholder')}
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
              <CreditApplicationsTable
                params={params}
                onPageChange={list.setPage}
                detailHref={(id) => pages.detailHref(id)}
                editHref={(id) => pages.editHref(id, tab)}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Card>
      <CreditApplicationFilterDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={list.setFilters}
      />
    </>
  );
}
