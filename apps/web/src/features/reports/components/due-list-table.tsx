import { QueryTable, type QueryTableProps } from '../../../components/kit/query-table';
import type { ReportListParams } from '../api/reports-query-keys';

/** What a due list's page (a report page, Dokumen TBO) gives its table. */
export interface DueListProps<Row> {
  params: ReportListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  /** The application's detail, opening the row's document category. */
  detailHref: (row: Row) => string;
}

type DueListTableProps<Row extends { _id: string }> = Omit<DueListProps<Row>, 'detailHref'> &
  Pick<QueryTableProps<Row>, 'label' | 'columns' | 'query'>;

/** A due list's page of rows, each column given 120 px at the least. */
export function DueListTable<Row extends { _id: string }>({
  params: { page, limit },
  columns,
  ...table
}: DueListTableProps<Row>) {
  return (
    <QueryTable
      {...table}
      columns={columns}
      page={page}
      limit={limit}
      minWidth={columns.length * 120}
    />
  );
}
