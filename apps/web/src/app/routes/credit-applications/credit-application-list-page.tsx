import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListPageProps } from '../../../components/kit/list-page';
import type { CreditApplicationListParams } from '../../../features/credit-applications/api/credit-applications-query-keys';
import { exportCreditApplications } from '../../../features/credit-applications/api/export-credit-applications';
import type { CreditApplicationFilters } from '../../../features/credit-applications/api/get-credit-applications';
import { CreditApplicationFilterDrawer } from '../../../features/credit-applications/components/credit-application-filter-drawer';
import { useCan } from '../../../lib/permissions';
import { useFilterDrawer } from '../../../components/ui/use-filter-draft';

export interface CreditApplicationListPageProps extends Pick<
  ListPageProps,
  'title' | 'subtitle' | 'add' | 'tabs' | 'children'
> {
  /** The search and the filters, both kept in the page's address. */
  list: {
    search: string;
    setSearch: (search: string) => void;
    setFilters: (filters: CreditApplicationFilters) => void;
  };
  /** The filters in force and the page's query, which the export sends without its page. */
  query: { filters: CreditApplicationFilters; params: CreditApplicationListParams };
  /**
   * The filters the page offers: the Filter button counts those in force, and the drawer shows
   * Status only when it is one of them (the approval queue holds one status).
   */
  filterKeys: readonly (keyof CreditApplicationFilters)[];
}

/**
 * A list of credit applications (the list and the approval queue): the search, the export by
 * the Export menu's right, and the Filter button with its drawer.
 */
export function CreditApplicationListPage({
  list,
  query: { filters, params },
  filterKeys,
  ...page
}: CreditApplicationListPageProps) {
  const { t } = useTranslation();
  // The export needs the Export menu's right (the server's gate), beyond the list's Read.
  const canExport = useCan(SUB_MENUS.export, 'Export');
  const filter = useFilterDrawer(filterKeys.reduce((count, key) => count + filters[key].length, 0));

  return (
    <>
      <ListPage
        {...page}
        searchPlaceholder={t('creditApplications.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        onExport={canExport ? (format) => exportCreditApplications(params, format) : undefined}
        filter={filter.button}
      />
      <CreditApplicationFilterDrawer
        {...filter.drawer}
        value={filters}
        onApply={list.setFilters}
        withStatus={filterKeys.includes('status')}
        withApproval={filterKeys.includes('canDecide')}
      />
    </>
  );
}
