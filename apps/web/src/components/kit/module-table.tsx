import type { UseQueryResult } from '@tanstack/react-query';
import { useCan } from '../../lib/permissions';
import type { RecordListParams } from '../../lib/record-calls';
import type { ListPage } from './query-table';
import {
  ResourceTable,
  type DeleteTexts,
  type ModuleTableProps,
  type ResourceTableProps,
} from './resource-table';
import { useDeleteTexts } from './use-delete-texts';

/** The calls behind a module's table: one page of its list, and the delete of a row. */
export interface ModuleTableCalls<Row> {
  useList: (params: RecordListParams) => UseQueryResult<ListPage<Row>>;
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
}

export interface ModuleTableDefinition<Row extends { _id: string }> extends Pick<
  ResourceTableProps<Row>,
  'label' | 'columns' | 'nameOf' | 'lockedNotice' | 'onDeleted'
> {
  calls: ModuleTableCalls<Row>;
  /** The sub menu whose Update and Delete rights show the row actions. */
  subMenu: string;
  /** The module's delete sentences, as domain message codes. */
  messages: DeleteTexts;
}

/**
 * A module's list table: the page and search its list page holds, the row actions the user's
 * rights allow, and the delete with its confirmation in the user's language.
 */
export function ModuleTable<Row extends { _id: string }>({
  calls,
  subMenu,
  messages,
  page,
  limit,
  search,
  onPageChange,
  editHref,
  ...table
}: Omit<ModuleTableProps, 'detailHref'> & ModuleTableDefinition<Row>) {
  const query = calls.useList({ page, limit, search: search || undefined });
  const remove = calls.useDelete();
  const canUpdate = useCan(subMenu, 'Update');
  const canDelete = useCan(subMenu, 'Delete');
  const deleteTexts = useDeleteTexts(messages);
  return (
    <ResourceTable
      {...table}
      query={query}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      canUpdate={canUpdate}
      canDelete={canDelete}
      editHref={(row) => editHref(row._id)}
      deleteTexts={deleteTexts}
      onDelete={(row) => remove.mutateAsync(row._id)}
    />
  );
}
