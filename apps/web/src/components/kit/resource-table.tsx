import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../ui/data-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { RowActions } from '../ui/row-actions';
import { QueryTable, type QueryTableProps } from './query-table';
import { deleteConfirmationTexts } from './use-delete-texts';

/** What a module's list page gives its table: the page, the search and where rows lead. */
export interface ModuleTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The sentences of a record's delete confirmation (spec: 'Delete Facility', ...). */
export interface DeleteTexts {
  deleteTitle: string;
  deleteQuestion: string;
  deleteWarning: string;
}

export interface ResourceTableProps<Row extends { _id: string }> extends QueryTableProps<Row> {
  /** Row actions by permission; no Action column without either. */
  canUpdate: boolean;
  canDelete: boolean;
  /** What a row is called in its actions' accessible names ('Edit Overdraft'). */
  nameOf: (row: Row) => string;
  editHref: (row: Row) => string;
  deleteTexts: DeleteTexts;
  onDelete: (row: Row) => Promise<unknown>;
  /** After a confirmed delete (say, to step back from a page left empty). */
  onDeleted?: () => void;
  /** A row that takes no action shows this in the Action column instead (a built-in role's lock). */
  lockedNotice?: (row: Row) => ReactNode;
}

/**
 * A list of records: the table with its loading, empty and error states, the pagination, the
 * edit and delete actions (spec section 6) and the delete confirmation with its refusals.
 */
export function ResourceTable<Row extends { _id: string }>({
  columns,
  canUpdate,
  canDelete,
  nameOf,
  editHref,
  deleteTexts,
  onDelete,
  onDeleted,
  lockedNotice,
  ...table
}: ResourceTableProps<Row>) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const actionColumn: DataTableColumn<Row> = {
    key: 'action',
    header: t('common.action'),
    width: 110,
    render: (row) =>
      lockedNotice?.(row) ?? (
        <RowActions
          name={nameOf(row)}
          editHref={canUpdate ? editHref(row) : undefined}
          onDelete={canDelete ? () => setDeleting(row) : undefined}
        />
      ),
  };
  return (
    <>
      <QueryTable
        {...table}
        columns={canUpdate || canDelete ? [...columns, actionColumn] : columns}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        {...deleteConfirmationTexts(deleteTexts)}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
        onDeleted={onDeleted}
      />
    </>
  );
}
