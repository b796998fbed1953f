import type { UseQueryResult } from '@tanstack/react-query';
import { useCan } from '../../lib/permissions';
import type { RecordListParams } from '../../lib/record-calls';
import type { ListPage } from './query-table';
import { nameColumn, type NameColumn } from './record-columns';
import { ResourceTable, type DeleteTexts, type ResourceTableProps } from './resource-table';
import { useDeleteTexts } from './use-delete-texts';

/** The calls behind a module's table: one page of its list, and the delete of a row. */
export interface ModuleTableCalls<Row, Params = RecordListParams> {
  useList: (params: Params) => UseQueryResult<ListPage<Row>>;
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
}

type ListedRows<Row extends { _id: string }> = Omit<
  ResourceTableProps<Row>,
  'query' | 'page' | 'limit' | 'canUpdate' | 'canDelete' | 'editHref' | 'onDelete'
>;

export interface ListTableProps<
  Row extends { _id: string },
  Params extends { page: number; limit: number },
> extends ListedRows<Row> {
  calls: ModuleTableCalls<Row, Params>;
  /** The list's page, search and filters, as its call takes them. */
  params: Params;
  /** The sub menu whose Update and Delete rights show the row actions. */
  subMenu: string;
  editHref: (id: string) => string;
}

/**
 * A list's table by its module's calls and rights: the page of `params`, Edit and Delete as the
 * sub menu's rights allow, and the delete of a row.
 */
export function ListTable<
  Row extends { _id: string },
  Params extends { page: number; limit: number },
>({ calls, params, subMenu, editHref, ...table }: ListTableProps<Row, Params>) {
  const query = calls.useList(params);
  const remove = calls.useDelete();
  const canUpdate = useCan(subMenu, 'Update');
  const canDelete = useCan(subMenu, 'Delete');
  return (
    <ResourceTable
      {...table}
      query={query}
      page={params.page}
      limit={params.limit}
      canUpdate={canUpdate}
      canDelete={canDelete}
      editHref={(row) => editHref(row._id)}
      onDelete={(row) => remove.mutateAsync(row._id)}
    />
  );
}

/**
 * What a module's list page gives its table: the page, the search, where rows lead, and the
 * module's calls, right and delete sentences.
 */
export interface ModuleTableProps<Row extends { _id: string }> {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
  calls: ModuleTableCalls<Row>;
  /** The sub menu whose Update and Delete rights show the row actions. */
  subMenu: string;
  /** The module's delete sentences, as domain message codes. */
  messages: DeleteTexts;
}

export interface ModuleTableDefinition<Row extends { _id: string }> extends Pick<
  ResourceTableProps<Row>,
  'label' | 'columns' | 'nameOf' | 'lockedNotice' | 'onDeleted'
> {
  /** The first column: the record's name, linking to its detail when `detailHref` is given. */
  nameColumn: Pick<NameColumn<Row>, 'key' | 'header' | 'width'>;
}

/**
 * A master-data module's list table: the page and search its list page holds, the name column
 * and the module's own columns after it, and the delete confirmation in the user's language.
 */
export function ModuleTable<Row extends { _id: string }>({
  messages,
  page,
  limit,
  search,
  detailHref,
  nameColumn: name,
  columns,
  ...table
}: Omit<ModuleTableProps<Row>, 'detailHref'> &
  Partial<Pick<ModuleTableProps<Row>, 'detailHref'>> &
  ModuleTableDefinition<Row>) {
  const deleteTexts = useDeleteTexts(messages);
  return (
    <ListTable
      {...table}
      columns={[nameColumn({ ...name, nameOf: table.nameOf, detailHref }), ...columns]}
      params={{ page, limit, search: search || undefined }}
      deleteTexts={deleteTexts}
    />
  );
}
