import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  canDeleteApplication,
  canEditApplication,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal, ErrorModal } from '../../../components/ui/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { EllipsisText } from '../../../components/ui/ellipsis-text';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { useArchiveCreditApplication } from '../api/archive-credit-application';
import type { CreditApplicationListParams } from '../api/credit-applications-query-keys';
import { useDeleteCreditApplication } from '../api/delete-credit-application';
import { useCreditApplications } from '../api/get-credit-applications';

export interface CreditApplicationsTableProps {
  params: CreditApplicationListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The archive question, by direction (the spec names only the action; these texts are ours). */
const ARCHIVE_TEXTS = {
  archive: {
    title: 'Archive Credit Application',
    message: 'Are you sure want to archive this credit application?',
    description: 'The credit application moves to the Archive tab and can be unarchived there.',
    confirm: 'Archive',
  },
  unarchive: {
    title: 'Unarchive Credit Application',
    message: 'Are you sure want to unarchive this credit application?',
    description: 'The credit application returns to the Credit Application list.',
    confirm: 'Unarchive',
  },
} as const;

const debiturName = (row: CreditApplicationRow) =>
  row.debitur?.fullName ?? row.debitur?.companyName ?? '-';

/** The credit applications: Draft rows stay unlinked, actions by permission and status. */
export function CreditApplicationsTable({
  params,
  onPageChange,
  detailHref,
  editHref,
}: CreditApplicationsTableProps) {
  const applications = useCreditApplications(params);
  const deleteApplication = useDeleteCreditApplication();
  const archiveApplication = useArchiveCreditApplication();
  const [deleting, setDeleting] = useState<CreditApplicationRow | null>(null);
  const [archiving, setArchiving] = useState<CreditApplicationRow | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const canRead = useCan(SUB_MENUS.creditApplication, 'Read');
  const canUpdate = useCan(SUB_MENUS.creditApplication, 'Update');
  const canDelete = useCan(SUB_MENUS.creditApplication, 'Delete');
  const isArchive = params.isArchive === true;
  const archiveTexts = isArchive ? ARCHIVE_TEXTS.unarchive : ARCHIVE_TEXTS.archive;

  const columns: DataTableColumn<CreditApplicationRow>[] = [
    {
      key: 'creditAppNo',
      header: 'Application No.',
      width: 128,
      noWrap: true,
      render: (row) => (
        <Stack gap={0}>
          {
            // A Draft is unfinished: it has no detail page to show yet.
            row.status === 'Draft' ? (
              <Text size="sm">{row.creditAppNo}</Text>
            ) : (
              <Anchor component={Link} to={detailHref(row._id)} fw={500} size="sm">
                {row.creditAppNo}
              </Anchor>
            )
          }
          <Text size="xs" c="dimmed">
            {row.creditAppDate}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'debitur',
      header: 'Debitur / Branch',
      render: (row) => (
        <Stack gap={0}>
          <EllipsisText text={debiturName(row)} fw={500} />
          <EllipsisText text={row.branch?.branchName ?? '-'} size="xs" dimmed />
        </Stack>
      ),
    },
    {
      key: 'creditType',
      header: 'Credit Type / Facilities',
      render: (row) => (
        <Stack gap={0}>
          <EllipsisText text={row.creditType?.creditappName ?? '-'} />
          <EllipsisText
            text={row.facilities.map((facility) => facility.facilityName).join(', ') || '-'}
            size="xs"
            dimmed
          />
        </Stack>
      ),
    },
    {
      key: 'plafond',
      header: 'Plafond',
      width: 150,
      align: 'right',
      noWrap: true,
      render: (row) => (row.plafond ? formatRupiah(row.plafond.$numberDecimal) : '-'),
    },
    {
      key: 'tenor',
      header: 'Tenor',
      width: 112,
      noWrap: true,
      render: (row) =>
        row.tenorStartDate || row.tenorEndDate ? (
          <Stack gap={0}>
            <Text size="sm">{row.tenorStartDate ?? '-'} –</Text>
            <Text size="sm">{row.tenorEndDate ?? '-'}</Text>
          </Stack>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      // Wide enough for 'Waiting for Review' without the badge cutting it short.
      width: 156,
      noWrap: true,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'createdBy',
      header: 'Created By',
      width: 120,
      render: (row) => <EllipsisText text={row.createdBy.name} />,
    },
  ];

  if (canUpdate || canDelete) {
    columns.push({
      key: 'action',
      header: 'Action',
      width: 112,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {canUpdate && canEditApplication(row, user._id) && (
            <Tooltip label="Edit">
              <ActionIcon
                component={Link}
                to={editHref(row._id)}
                variant="subtle"
                aria-label={`Edit ${row.creditAppNo}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canRead && (
            <Tooltip label={archiveTexts.confirm}>
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`${archiveTexts.confirm} ${row.creditAppNo}`}
                onClick={() => setArchiving(row)}
              >
                {isArchive ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && canDeleteApplication(row.status) && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${row.creditAppNo}`}
                onClick={() => setDeleting(row)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  const confirmArchive = async () => {
    try {
      await archiveApplication.mutateAsync({ id: archiving!._id, isArchive: !isArchive });
    } catch (error) {
      setArchiveError(
        error instanceof Error ? error.message : 'The credit application could not be changed.',
      );
    } finally {
      setArchiving(null);
    }
  };

  return (
    <>
      <DataTable
        label="Credit applications"
        columns={columns}
        rows={applications.data?.data}
        page={params.page}
        limit={params.limit}
        getRowKey={(row) => row._id}
        isLoading={applications.isPending}
        isFetching={applications.isFetching}
        isError={applications.isError}
        minWidth={960}
        layout="fixed"
      />
      <ListPagination
        page={params.page}
        limit={params.limit}
        total={applications.data?.total ?? 0}
        totalCapped={applications.data?.totalCapped}
        onChange={onPageChange}
      />
      <ConfirmModal
        opened={!!archiving}
        onClose={() => setArchiving(null)}
        onConfirm={() => void confirmArchive()}
        title={archiveTexts.title}
        message={archiveTexts.message}
        description={archiveTexts.description}
        confirmLabel={archiveTexts.confirm}
        variant="warning"
        loading={archiveApplication.isPending}
      />
      <ErrorModal
        opened={!!archiveError}
        onClose={() => setArchiveError(null)}
        title={`${archiveTexts.confirm} failed`}
        message={archiveError ?? ''}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete Credit Application"
        message="Are you sure want to delete this credit application?"
        description="Once you delete, all data in this credit application cannot be restored"
        onConfirm={() => deleteApplication.mutateAsync(deleting!._id)}
      />
    </>
  );
}
