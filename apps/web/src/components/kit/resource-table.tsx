import { useState, type ReactNode } from 'react';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { RowActions } from '../ui/row-actions';
import { QueryTable, type QueryTableProps } from './query-table';
import { deleteConfirmationTexts } from './use-delete-texts';

/** The sentences of a record's delete confirmation (spec: 'Delete Facility', ...). */
export interface DeleteTexts {
  deleteTitle: string;
  deleteQuestion: string;
  deleteWarning: string;
}

export interface ResourceTableProps<Row extends { _id: string }> extends Omit<
  QueryTableProps<Row>,
  'actions'
> {
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
  /** What the rights alone do not decide: a row's own state may forbid its edit or delete. */
  canEditRow?: (row: Row) => boolean;
  canDeleteRow?: (row: Row) => boolean;
  /** A list's own icons, between edit and delete (an archive). */
  rowIcons?: (row: Row) => ReactNode;
  /** The Action column's width, wider for a list with its own icons. */
  actionWidth?: number;
}

/**
 * A list of records: the table with its loading, empty and error states, the pagination, the
 * edit and delete actions (spec section 6) and the delete confirmation with its refusals.
 */
export function ResourceTable<Row extends { _id: string }>({
  canUpdate,
  canDelete,
  nameOf,
  editHref,
  deleteTexts,
  onDelete,
  onDeleted,
  lockedNotice,
  canEditRow = () => true,
  canDeleteRow = () => true,
  rowIcons,
  actionWidth = 110,
  ...table
}: ResourceTableProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <>
      <QueryTable
        {...table}
        actions={
          canUpdate || canDelete
            ? {
                width: actionWidth,
                render: (row) =>
                  lockedNotice?.(row) ?? (
                    <RowActions
                      name={nameOf(row)}
                      editHref={canUpdate && canEditRow(row) ? editHref(row) : undefined}
                      onDelete={canDelete && canDeleteRow(row) ? () => setDeleting(row) : undefined}
                    >
                      {rowIcons?.(row)}
                    </RowActions>
                  ),
              }
            : undefined
        }
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
