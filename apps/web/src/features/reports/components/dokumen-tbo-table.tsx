import {
  DOKUMEN_TBO_COLUMNS,
  DOKUMEN_TBO_TITLE,
  type DokumenTboRow,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { DueBadge } from '../../../components/ui/due-badge';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDokumenTbo } from '../api/get-dokumen-tbo';
import type { ReportListParams } from '../api/reports-query-keys';

export interface DokumenTboTableProps {
  params: ReportListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  /** The application's detail, opening the deferred document's category. */
  detailHref: (row: DokumenTboRow) => string;
}

const daysLeftText = (row: DokumenTboRow) => (
  <Text
    size="sm"
    fw={row.daysLeft < 0 ? 600 : undefined}
    c={row.daysLeft < 0 ? 'red.8' : undefined}
  >
    {row.daysLeft}
  </Text>
);

/** The open deferrals: the export's columns, the application linked, the status and due badges. */
export function DokumenTboTable({ params, onPageChange, detailHref }: DokumenTboTableProps) {
  const { t } = useTranslation();
  const rows = useDokumenTbo(params);
  const columns: DataTableColumn<DokumenTboRow>[] = DOKUMEN_TBO_COLUMNS.map((column) => {
    const header = t(`dokumenTbo.columns.${column.key}`);
    switch (column.key) {
      case 'creditAppNo':
        return {
          key: column.key,
          header,
          noWrap: true,
          render: (row) => (
            <Anchor component={Link} to={detailHref(row)} fw={500} size="sm">
              {row.application.creditAppNo}
            </Anchor>
          ),
        };
      case 'status':
        return {
          key: column.key,
          header,
          noWrap: true,
          render: (row) => (
            <StatusBadge
              status={t(`dokumenTbo.statuses.${row.status}`)}
              colour={row.status === 'Granted' ? 'success' : 'warning'}
            />
          ),
        };
      case 'badge':
        return {
          key: column.key,
          header,
          // Room for the longest badge in either language ('Jatuh tempo 30 hari').
          width: 168,
          noWrap: true,
          render: (row) => <DueBadge badge={row.badge} />,
        };
      case 'daysLeft':
        return { key: column.key, header, align: 'right', noWrap: true, render: daysLeftText };
      case 'promisedDate':
        return { key: column.key, header, noWrap: true, render: column.value };
      default:
        return { key: column.key, header, render: (row) => <CellText text={column.value(row)} /> };
    }
  });

  return (
    <QueryTable
      label={DOKUMEN_TBO_TITLE}
      columns={columns}
      page={params.page}
      limit={params.limit}
      minWidth={columns.length * 120}
      query={rows}
      onPageChange={onPageChange}
    />
  );
}
