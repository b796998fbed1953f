import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  canDeleteApplication,
  canEditApplication,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { dateRangeText } from '@creditdesk/domain/shared/dates';
import { Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveConfirmation } from '../../../components/kit/archive-confirmation';
import { RowIconButton } from '../../../components/kit/row-icon-button';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { CellText } from '../../../components/ui/cell-text';
import { useMessage } from '../../../i18n/use-message';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { useArchiveCreditApplication } from '../api/archive-credit-application';
import type { CreditApplicationListParams } from '../api/credit-applications-query-keys';
import { useDeleteCreditApplication } from '../api/delete-credit-application';
import { useCreditApplications } from '../api/get-credit-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { applicationColumns } from './application-columns';

export interface CreditApplicationsTableProps {
  params: CreditApplicationListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The credit applications: Draft rows stay unlinked, actions by permission and status. */
export function CreditApplicationsTable({
  params,
  onPageChange,
  detailHref,
  editHref,
}: CreditApplicationsTableProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const applications = useCreditApplications(params);
  const deleteApplication = useDeleteCreditApplication();
  const archiveApplication = useArchiveCreditApplication();
  const [deleting, setDeleting] = useState<CreditApplicationRow | null>(null);
  const [archiving, setArchiving] = useState<CreditApplicationRow | null>(null);
  const { user } = useCurrentUser();
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const canUpdate = useCan(SUB_MENUS.creditApplication, 'Update');
  const canDelete = useCan(SUB_MENUS.creditApplication, 'Delete');
  const isArchive = params.isArchive === true;
  // The archive question, by direction (the spec names only the action; these texts are ours).
  const archiveTexts = isArchive ? 'creditApplications.unarchive' : 'creditApplications.archive';
  const archiveAction = t(`${archiveTexts}.confirm`);

  const shared = applicationColumns(t, detailHref);
  const columns: DataTableColumn<CreditApplicationRow>[] = [
    shared.applicationNo,
    shared.debiturBranch,
    {
      key: 'creditType',
      header: t('creditApplications.columns.creditTypeFacilities'),
      render: (row) => (
        <Stack gap={0}>
          <CellText text={row.creditType?.creditappName ?? '-'} />
          <CellText
            text={row.facilities.map((facility) => facility.facilityName).join(', ') || '-'}
            size="xs"
            dimmed
          />
        </Stack>
      ),
    },
    shared.plafond,
    {
      key: 'tenor',
      header: t('creditApplications.columns.tenor'),
      width: 112,
      noWrap: true,
      // One date a line: the column stays narrow and no date breaks at its hyphens.
      render: (row) => (
        <Stack gap={0}>
          {dateRangeText(row.tenorStartDate, row.tenorEndDate)
            .split(/(?<=–) /)
            .map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('creditApplications.columns.statusCreatedBy'),
      // Wide enough for 'Waiting for Review' without the badge cutting it short.
      width: 156,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <ApplicationStatusBadge status={row.status} />
          <CellText text={row.createdBy.name} size="xs" dimmed />
        </Stack>
      ),
    },
  ];

  if (canUpdate || canDelete) {
    columns.push({
      key: 'action',
      header: t('common.action'),
      width: 112,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {canUpdate && canEditApplication(row, user._id) && (
            <RowIconButton
              label={t('creditApplications.rowActions.edit')}
              rowLabel={t('creditApplications.rowActions.editRow', { no: row.creditAppNo })}
              icon={IconPencil}
              to={editHref(row._id)}
            />
          )}
          {canRead && (
            <RowIconButton
              label={archiveAction}
              rowLabel={t('creditApplications.rowActions.actionRow', {
                action: archiveAction,
                no: row.creditAppNo,
              })}
              icon={isArchive ? IconArchiveOff : IconArchive}
              color="orange"
              onClick={() => setArchiving(row)}
            />
          )}
          {canDelete && canDeleteApplication(row.status) && (
            <RowIconButton
              label={t('creditApplications.rowActions.delete')}
              rowLabel={t('creditApplications.rowActions.deleteRow', { no: row.creditAppNo })}
              icon={IconTrash}
              color="red"
              onClick={() => setDeleting(row)}
            />
          )}
        </Group>
      ),
    });
  }

  return (
    <>
      <QueryTable
        label={t('creditApplications.listLabel')}
        columns={columns}
        page={params.page}
        limit={params.limit}
        minWidth={880}
        layout="fixed"
        query={applications}
        onPageChange={onPageChange}
      />
      <ArchiveConfirmation
        row={archiving}
        onClose={() => setArchiving(null)}
        texts={archiveTexts}
        onConfirm={(row) => archiveApplication.mutateAsync({ id: row._id, isArchive: !isArchive })}
        loading={archiveApplication.isPending}
        describeError={(error) =>
          error instanceof Error && error.message
            ? message(error.message)
            : t('creditApplications.changeFailed')
        }
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={t('creditApplications.deleteTitle')}
        message={t('creditApplications.deleteQuestion')}
        description={t('creditApplications.deleteWarning')}
        onConfirm={() => deleteApplication.mutateAsync(deleting!._id)}
      />
    </>
  );
}
