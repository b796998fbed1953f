import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { describeDebiturAudit } from '@creditdesk/domain/debiturs/debitur-audit.labels';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { textColumn } from '../../../components/kit/record-columns';
import { useCan } from '../../../lib/permissions';
import { useDebiturAuditTrail } from '../api/get-debitur-audit-trail';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from 'react-i18next';

export interface DebiturAuditTrailTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
}

/** The audit-trail tab: each change to a debitur, newest first, with a link to edit it. */
export function DebiturAuditTrailTable({
  page,
  limit,
  search,
  onPageChange,
}: DebiturAuditTrailTableProps) {
  const { t } = useTranslation();
  const entries = useDebiturAuditTrail({ page, limit, search: search || undefined });
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');

  const columns: DataTableColumn<DebiturAuditEntry>[] = [
    textColumn('debiturName', t('debiturs.debiturName'), (entry) => entry.debiturName),
    textColumn('description', t('kit.description'), (entry) =>
      describeDebiturAudit(currentLanguage(), entry),
    ),
    { key: 'actor', header: t('debiturs.changedBy'), render: (entry) => entry.actor?.name ?? '-' },
    {
      key: 'created',
      header: t('debiturs.date'),
      width: 170,
      noWrap: true,
      render: (entry) => toBusinessDateTime(entry.created),
    },
  ];

  return (
    <QueryTable
      label={t('debiturs.auditTrailLabel')}
      columns={columns}
      actions={
        canUpdate
          ? {
              width: 80,
              render: (entry) => (
                <RowActions
                  name={entry.debiturName}
                  editHref={`/master-data/debitur/edit/${entry.debiturId}`}
                />
              ),
            }
          : undefined
      }
      page={page}
      limit={limit}
      query={entries}
      onPageChange={onPageChange}
    />
  );
}
