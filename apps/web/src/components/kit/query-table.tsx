import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../ui/data-table';
import { ListPagination } from '../ui/pagination';

/** What every list endpoint answers (`listEnvelope` in the domain). */
export interface ListPage<Row> {
  data: Row[];
  total: number;
  totalCapped?: boolean;
}

/** The last column of a list: its width and what each row offers there. */
export interface ActionColumn<Row> {
  width: number;
  render: (row: Row) => ReactNode;
}

export interface QueryTableProps<Row extends { _id: string }> extends Omit<
  DataTableProps<Row>,
  'rows' | 'getRowKey' | 'isLoading' | 'isFetching' | 'isError'
> {
  /** The list's query: its rows, total and loading, refetching and error states. */
  query: UseQueryResult<ListPage<Row>>;
  onPageChange: (page: number) => void;
  /** The Action column after the others; none without it (a role that may not act). */
  actions?: ActionColumn<Row>;
}

/** One page of a list query: the table with its states, then 'Showing a-b of n' and the pages. */
export function QueryTable<Row extends { _id: string }>({
  query,
  onPageChange,
  columns,
  actions,
  ...table
}: QueryTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        {...table}
        columns={
          actions
            ? [...columns, { key: 'action', header: t('common.action'), ...actions }]
            : columns
        }
        rows={query.data?.data}
        getRowKey={(row) => row._id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        isError={query.isError}
      />
      <ListPagination
        page={table.page}
        limit={table.limit}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.totalCapped}
        onChange={onPageChange}
      />
    </>
  );
}
