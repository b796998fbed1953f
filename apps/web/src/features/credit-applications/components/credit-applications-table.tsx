import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  archiveRefusal,
  deleteRefusal,
  editRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { dateRangeText } from '@creditdesk/domain/shared/dates';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/kit/module-table';
import { useRowArchive } from '../../../components/kit/use-row-archive';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { translateError } from '../../../i18n/use-message';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { useArchiveCreditApplication } from '../api/archive-credit-application';
import type { CreditApplicationListParams } from '../api/credit-applications-query-keys';
import { useDeleteCreditApplication } from '../api/delete-credit-application';
import { useCreditApplications } from '../api/get-credit-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { leadingApplicationColumns } from './application-columns';

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
  const archiveApplication = useArchiveCreditApplication();
  const { user } = useCurrentUser();
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const rowArchive = useRowArchive<CreditApplicationRow>({
    module: 'creditApplications',
    isArchive: params.isArchive === true,
    nameOf: (row) => row.creditAppNo,
    archive: archiveApplication,
    describeError: (error) =>
      error instanceof Error && error.message
        ? translateError(error)
        : t('creditApplications.changeFailed'),
  });

  const columns: DataTableColumn<CreditApplicationRow>[] = [
    ...leadingApplicationColumns(t, detailHref, { withFacilities: true }),
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
      // The longest status on one line ('Menunggu Peninjauan'); a narrower table wraps the badge.
      width: 172,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <ApplicationStatusBadge status={row.status} />
          <CellText text={row.createdBy.name} size="xs" dimmed />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <ListTable
        calls={{ useList: useCreditApplications, useDelete: useDeleteCreditApplication }}
        params={params}
        subMenu={SUB_MENUS.creditApplication}
        label={t('creditApplications.listLabel')}
        columns={columns}
        minWidth={880}
        layout="fixed"
        onPageChange={onPageChange}
        nameOf={(row) => row.creditAppNo}
        editHref={editHref}
        canEditRow={(row) => editRefusal(row, user._id) === undefined}
        canDeleteRow={(row) => deleteRefusal(row.status) === undefined}
        rowIcons={(row) =>
          canRead &&
          // The list's icon archives; the archive tab's unarchives.
          archiveRefusal(row.status, params.isArchive !== true) === undefined &&
          rowArchive.icon(row)
        }
        actionWidth={112}
        deleteTexts={{
          deleteTitle: t('creditApplications.deleteTitle'),
          deleteQuestion: t('creditApplications.deleteQuestion'),
          deleteWarning: t('creditApplications.deleteWarning'),
        }}
      />
      {rowArchive.confirmation}
    </>
  );
}
