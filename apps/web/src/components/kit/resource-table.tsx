import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { ListPagination } from '../ui/pagination';
import { actionColumn } from '../ui/row-actions';

/** The sentences of a record's delete confirmation (spec: 'Delete Facility', ...). */
export interface DeleteTexts {
  deleteTitle: string;
  deleteQuestion: string;
  deleteWarning: string;
}

export interface ResourceTableProps<Row extends { _id: string }> {
  /** Accessible name of the table, e.g. 'Facilities'. */
  label: string;
  query: UseQueryResult<{ data: Row[]; total: number }>;
  columns: DataTableColumn<Row>[];
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Row actions by permission; no Action column without either. */
  canUpdate: boolean;
  canDelete: boolean;
  /** What a row is called in its actions' accessible names ('Edit Overdraft'). */
  nameOf: (row: Row) => string;
  editHref: (row: Row) => string;
  deleteTexts: DeleteTexts;
  onDelete: (row: Row) => Promise<unknown>;
}

/**
 * A list of records: the table with its loading, empty and error states, the pagination, the
 * edit and delete actions and the delete confirmation with its refusals.
 */
export function ResourceTable<Row extends { _id: string }>({
  label,
  query,
  columns,
  page,
  limit,
  onPageChange,
  canUpdate,
  canDelete,
  nameOf,
  editHref,
  deleteTexts,
  onDelete,
}: ResourceTableProps<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <>
      <DataTable
        label={label}
        columns={[
          ...columns,
          ...actionColumn<Row>({
            canUpdate,
            canDelete,
            name: nameOf,
            editHref,
            onDelete: setDeleting,
          }),
        ]}
        rows={query.data?.data}
        page={page}
        limit={limit}
        getRowKey={(row) => row._id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        isError={query.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={query.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={deleteTexts.deleteTitle}
        message={deleteTexts.deleteQuestion}
        description={deleteTexts.deleteWarning}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
      />
    </>
  );
}
