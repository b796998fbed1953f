import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import { LOGBOOK_MESSAGES } from '@creditdesk/domain/logbook/logbook.messages';
import { LOGBOOK_PARTIES, LOGBOOK_STATUSES } from '@creditdesk/domain/logbook/logbook.schemas';
import { ListPage } from '../../../components/kit/list-page';
import { paths } from '../../../config/paths';
import { exportLogbookEntries } from '../../../features/logbook/api/export-logbook-entries';
import { LogbookFilterDrawer } from '../../../features/logbook/components/logbook-filter-drawer';
import { LogbookTable } from '../../../features/logbook/components/logbook-table';
import { useTexts } from '../../../i18n/use-message';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useFilterDrawer } from '../../../components/ui/use-filter-draft';

const pages = paths.report.logbook;
const FILTER_KEYS = ['party', 'status'] as const;

/** Keeps only the values a filter knows, whatever the address holds. */
const known = <T extends string>(allowed: readonly T[], values: string[]) =>
  allowed.filter((value) => values.includes(value));

export function LogbookListRoute() {
  const { t, message } = useTexts();
  const list = useListState(FILTER_KEYS);
  const canCreate = useCan(LOGBOOK_SUB_MENU, 'Create');
  const canUpdate = useCan(LOGBOOK_SUB_MENU, 'Update');
  const canExport = useCan(LOGBOOK_SUB_MENU, 'Export');
  const filters = {
    party: known(LOGBOOK_PARTIES, list.filters.party),
    status: known(LOGBOOK_STATUSES, list.filters.status),
  };
  const params = {
    page: list.page,
    limit: list.limit,
    search: list.search || undefined,
    ...filters,
  };
  const filter = useFilterDrawer(filters.party.length + filters.status.length);

  return (
    <ListPage
      title={t('logbook.title')}
      subtitle={t('logbook.subtitle')}
      add={canCreate ? { label: t('logbook.addNew'), href: pages.addHref() } : undefined}
      searchPlaceholder={message(LOGBOOK_MESSAGES.searchPlaceholder)}
      search={list.search}
      onSearch={list.setSearch}
      filter={filter.button}
      onExport={canExport ? (format) => exportLogbookEntries(params, format) : undefined}
    >
      <LogbookTable
        params={params}
        onPageChange={list.setPage}
        canUpdate={canUpdate}
        editHref={(entry) => pages.editHref(entry._id)}
      />
      <LogbookFilterDrawer {...filter.drawer} value={filters} onApply={list.setFilters} />
    </ListPage>
  );
}
