import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useLocation, useSearchParams } from 'react-router';
import { ListPage } from '../../../../components/kit/list-page';
import { paths } from '../../../../config/paths';
import { exportDebiturs } from '../../../../features/debiturs/api/export-debiturs';
import {
  toDebiturListParams,
  type DebiturListTab,
} from '../../../../features/debiturs/api/get-debiturs';
import { DebiturAuditTrailTable } from '../../../../features/debiturs/components/debitur-audit-trail-table';
import { DebiturFilterDrawer } from '../../../../features/debiturs/components/debitur-filter-drawer';
import { DebitursTable } from '../../../../features/debiturs/components/debiturs-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useFilterDrawer } from '../../../../components/ui/use-filter-draft';

const pages = paths.masterData.debiturManagement;
const FILTER_KEYS = ['fullName', 'companyName', 'maritalStatus', 'branchId'] as const;
/** Each tab's address and its texts (tab name, search placeholder) in the debiturs catalogue. */
const TABS = [
  { value: 'personal-list', text: 'personal' },
  { value: 'enterprise-list', text: 'enterprise' },
  { value: 'audit-trail', text: 'auditTrail' },
  { value: 'archive-list', text: 'archive' },
] as const;
type DebiturTab = (typeof TABS)[number]['value'];

/** What the debitur wizard hands the list on its way back: the saved record's type. */
export interface DebiturListState {
  debiturType?: DebiturType;
}

/**
 * The tab of the address. Anything else (the wizard returns with 'debitur-list') opens the tab
 * of the debitur just saved, so the new record is in view; Personal when there is none.
 */
const tabOf = (value: string | null, saved?: DebiturType): DebiturTab =>
  TABS.find((tab) => tab.value === value)?.value ??
  (saved === 'Enterprise' ? 'enterprise-list' : 'personal-list');

export function DebiturListRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const saved = (location.state as DebiturListState | null)?.debiturType;
  const tab = tabOf(searchParams.get('tab'), saved);
  const tabText = TABS.find((item) => item.value === tab)?.text ?? 'personal';
  const list = useListState(FILTER_KEYS);
  const canCreate = useCan(SUB_MENUS.debiturManagement, 'Create');
  // The debitur report (the export) is Debitur Management's Report right (the server's gate).
  const canExport = useCan(SUB_MENUS.debiturManagement, 'Report');
  const filterType =
    tab === 'personal-list' ? 'Personal' : tab === 'enterprise-list' ? 'Enterprise' : null;
  const filter = useFilterDrawer(
    list.filters.branchId.length +
      (filterType === 'Personal'
        ? list.filters.fullName.length + list.filters.maritalStatus.length
        : list.filters.companyName.length),
  );

  const debiturList = (listTab: DebiturListTab) => {
    const params = toDebiturListParams(listTab, {
      page: list.page,
      limit: list.limit,
      search: list.search,
      filters: list.filters,
    });
    return {
      params,
      table: (
        <DebitursTable
          tab={listTab}
          params={params}
          onPageChange={list.setPage}
          detailHref={(id) => pages.detailHref(id, listTab)}
          editHref={(id) => pages.editHref(id, listTab)}
        />
      ),
    };
  };
  const current = tab === 'audit-trail' ? null : debiturList(tab);

  return (
    <>
      <ListPage
        title={t('debiturs.listTitle')}
        subtitle={t('debiturs.listSubtitle')}
        add={canCreate ? { label: t('debiturs.add'), href: pages.addHref({ tab }) } : undefined}
        searchPlaceholder={t(`debiturs.search.${tabText}`)}
        search={list.search}
        onSearch={list.setSearch}
        onExport={
          current && canExport ? (format) => exportDebiturs(current.params, format) : undefined
        }
        filter={filterType ? filter.button : undefined}
        tabs={{
          items: TABS.map((item) => ({
            value: item.value,
            label: t(`debiturs.tabs.${item.text}`),
          })),
          value: tab,
          // A new tab starts on page 1 with no search or filters of the previous one.
          onChange: (value) => setSearchParams({ tab: tabOf(value) }),
        }}
      >
        {current ? (
          current.table
        ) : (
          <DebiturAuditTrailTable
            page={list.page}
            limit={list.limit}
            search={list.search}
            onPageChange={list.setPage}
          />
        )}
      </ListPage>
      {filterType && (
        <DebiturFilterDrawer
          key={filterType}
          type={filterType}
          {...filter.drawer}
          value={list.filters}
          onApply={list.setFilters}
        />
      )}
    </>
  );
}
