import type { ReactNode } from 'react';
import type { ModuleKey } from '@creditdesk/domain/modules/module-list';
import type { AppCatalogue } from '../../i18n/locales/en-app';
import { useTexts } from '../../i18n/use-message';
import { useCan } from '../../lib/permissions';
import type { RecordListParams } from '../../lib/record-calls';
import { useListState } from '../../lib/use-list-state';
import type { ExportFormat } from '../ui/export-button';
import { ListPage } from './list-page';
import type { ModuleTableCalls, ModuleTableProps } from './module-table';
import type { DeleteTexts } from './resource-table';

/**
 * The catalogue namespaces of the modules whose list is a search, an export and a table, and
 * whose forms say their titles and notices from it (en/groups.ts).
 */
export type ModuleCatalogue = keyof Pick<
  AppCatalogue,
  'branches' | 'groups' | 'roles' | 'approvalAuthorities' | ModuleKey
>;

export interface ModuleListPageProps<Row extends { _id: string }> {
  /** Holds the page's `listTitle`, `listSubtitle` and `add`. */
  catalogue: ModuleCatalogue;
  /** The sub menu whose Create right shows the add button. */
  subMenu: string;
  pages: {
    listTab: string;
    addHref: (query?: { tab?: string }) => string;
    detailHref: (id: string, tab?: string) => string;
    editHref: (id: string, tab?: string) => string;
  };
  /** The search box's placeholder and the delete sentences, domain message codes. */
  messages: DeleteTexts & { searchPlaceholder: string };
  calls: ModuleTableCalls<Row> & {
    exportList: (params: RecordListParams, format: ExportFormat) => Promise<void>;
  };
  /** The add button's address, when not the add form with the list's tab. */
  addHref?: string;
  /** The rows' detail address, when not the detail with the list's tab. */
  detailHref?: (id: string) => string;
  /** The module's table, given the page, the search, where its rows lead and its calls. */
  children: (table: ModuleTableProps<Row>) => ReactNode;
}

/**
 * The list page of a master-data module: title, the add button by the user's right, the search
 * kept in the address, the export of what the search finds, and the module's table.
 */
export function ModuleListPage<Row extends { _id: string }>({
  catalogue,
  subMenu,
  pages,
  messages,
  calls,
  addHref = pages.addHref({ tab: pages.listTab }),
  detailHref = (id) => pages.detailHref(id, pages.listTab),
  children,
}: ModuleListPageProps<Row>) {
  const { t, message } = useTexts();
  const list = useListState();
  const canCreate = useCan(subMenu, 'Create');

  return (
    <ListPage
      title={t(`${catalogue}.listTitle`)}
      subtitle={t(`${catalogue}.listSubtitle`)}
      add={canCreate ? { label: t(`${catalogue}.add`), href: addHref } : undefined}
      searchPlaceholder={message(messages.searchPlaceholder)}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => calls.exportList({ search: list.search || undefined }, format)}
    >
      {children({
        page: list.page,
        limit: list.limit,
        search: list.search,
        onPageChange: list.setPage,
        detailHref,
        editHref: (id) => pages.editHref(id, pages.listTab),
        calls,
        subMenu,
        messages,
      })}
    </ListPage>
  );
}
