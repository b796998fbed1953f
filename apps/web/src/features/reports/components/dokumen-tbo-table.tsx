import {
  DOKUMEN_TBO_COLUMNS,
  DOKUMEN_TBO_TITLE,
  type DokumenTboRow,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDokumenTbo } from '../api/get-dokumen-tbo';
import { applicationLinkColumn, daysLeftColumn, dueBadgeColumn } from './due-columns';
import { DueListTable, type DueListProps } from './due-list-table';

export type DokumenTboTableProps = DueListProps<DokumenTboRow>;

/** The open deferrals: the export's columns, the application linked, the status and due badges. */
export function DokumenTboTable({ detailHref, ...list }: DokumenTboTableProps) {
  const { t } = useTranslation();
  const rows = useDokumenTbo(list.params);
  const columns: DataTableColumn<DokumenTboRow>[] = DOKUMEN_TBO_COLUMNS.map((column) => {
    const header = t(`dokumenTbo.columns.${column.key}`);
    const heading = { key: column.key, header };
    switch (column.key) {
      case 'creditAppNo':
        return applicationLinkColumn(heading, detailHref);
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
        return dueBadgeColumn(heading);
      case 'daysLeft':
        return daysLeftColumn(heading);
      case 'promisedDate':
        return { key: column.key, header, noWrap: true, render: column.value };
      default:
        return { key: column.key, header, render: (row) => <CellText text={column.value(row)} /> };
    }
  });

  return <DueListTable {...list} label={DOKUMEN_TBO_TITLE} columns={columns} query={rows} />;
}
