import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal, ErrorModal } from '../../../components/ui/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useArchiveDebitur } from '../api/archive-debitur';
import type { DebiturListParams } from '../api/debiturs-query-keys';
import { useDeleteDebitur } from '../api/delete-debitur';
import { useDebiturs, type DebiturListTab } from '../api/get-debiturs';

export interface DebitursTableProps {
  /** Personal and Enterprise show their type's columns; Archive shows both types. */
  tab: DebiturListTab;
  params: DebiturListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

const nameOf = (debitur: Debitur) => debitur.fullName ?? debitur.companyName ?? '-';

/** The archive question, by direction (the spec names only the call; these texts are ours). */
const ARCHIVE_TEXTS = {
  archive: {
    title: 'Archive Debitur',
    message: 'Are you sure want to archive this debitur?',
    description: 'The debitur moves to the Archive tab and can be unarchived there.',
    confirm: 'Archive',
  },
  unarchive: {
    title: 'Unarchive Debitur',
    message: 'Are you sure want to unarchive this debitur?',
    description: 'The debitur returns to its Personal or Enterprise list.',
    confirm: 'Unarchive',
  },
} as const;

/** The debitur lists: the columns of the tab, the name to the detail, actions by permission. */
export function DebitursTable({
  tab,
  params,
  onPageChange,
  detailHref,
  editHref,
}: DebitursTableProps) {
  const debiturs = useDebiturs(params);
  const deleteDebitur = useDeleteDebitur();
  const archiveDebitur = useArchiveDebitur();
  const [deleting, setDeleting] = useState<Debitur | null>(null);
  const [archiving, setArchiving] = useState<Debitur | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');
  const canDelete = useCan(SUB_MENUS.debiturManagement, 'Delete');
  const isArchiveTab = tab === 'archive-list';
  const archiveTexts = isArchiveTab ? ARCHIVE_TEXTS.unarchive : ARCHIVE_TEXTS.archive;

  const nameLink = (debitur: Debitur) => (
    <Anchor component={Link} to={detailHref(debitur._id)} fw={500} size="sm">
      <TruncatedText text={nameOf(debitur)} />
    </Anchor>
  );
  const branchColumn: DataTableColumn<Debitur> = {
    key: 'branch',
    header: 'Branch',
    render: (debitur) => <TruncatedText text={debitur.relatedBranch.branchName} />,
  };
  const columnsOf = (): DataTableColumn<Debitur>[] => {
    if (tab === 'personal-list')
      return [
        { key: 'fullName', header: 'Debitur Name', render: nameLink },
        {
          key: 'idNumber',
          header: 'ID Number',
          noWrap: true,
          render: (debitur) => debitur.idNumber ?? '-',
        },
        {
          key: 'phoneNumber',
          header: 'Phone Number',
          noWrap: true,
          render: (debitur) => debitur.phoneNumber ?? '-',
        },
        {
          key: 'maritalStatus',
          header: 'Marital Status',
          render: (debitur) => debitur.maritalStatus ?? '-',
        },
        branchColumn,
      ];
    if (tab === 'enterprise-list')
      return [
        { key: 'companyName', header: 'Company Name', render: nameLink },
        {
          key: 'organizerName',
          header: 'Organizer Name',
          render: (debitur) => <TruncatedText text={debitur.organizerName ?? '-'} />,
        },
        {
          key: 'telephoneNumber',
          header: 'Telephone Number',
          noWrap: true,
          render: (debitur) => debitur.telephoneNumber ?? '-',
        },
        {
          key: 'budget',
          header: 'Budget',
          align: 'right',
          noWrap: true,
          render: (debitur) => (debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : '-'),
        },
        branchColumn,
      ];
    return [
      { key: 'type', header: 'Type', width: 110, render: (debitur) => debitur.type },
      { key: 'name', header: 'Name', render: nameLink },
      {
        key: 'phone',
        header: 'Phone Number',
        noWrap: true,
        render: (debitur) => debitur.phoneNumber ?? debitur.telephoneNumber ?? '-',
      },
      branchColumn,
    ];
  };

  const columns = columnsOf();
  if (canUpdate || canDelete) {
    columns.push({
      key: 'action',
      header: 'Action',
      width: 130,
      render: (debitur) => (
        <Group gap={4} wrap="nowrap">
          {canUpdate && (
            <Tooltip label="Edit">
              <ActionIcon
                component={Link}
                to={editHref(debitur._id)}
                variant="subtle"
                aria-label={`Edit ${nameOf(debitur)}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canUpdate && (
            <Tooltip label={archiveTexts.confirm}>
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`${archiveTexts.confirm} ${nameOf(debitur)}`}
                onClick={() => setArchiving(debitur)}
              >
                {isArchiveTab ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${nameOf(debitur)}`}
                onClick={() => setDeleting(debitur)}
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
      await archiveDebitur.mutateAsync({ id: archiving!._id, isArchive: !isArchiveTab });
    } catch (error) {
      setArchiveError(error instanceof Error ? error.message : 'The debitur could not be changed.');
    } finally {
      setArchiving(null);
    }
  };

  return (
    <>
      <DataTable
        label="Debiturs"
        columns={columns}
        rows={debiturs.data?.data}
        page={params.page}
        limit={params.limit}
        getRowKey={(debitur) => debitur._id}
        isLoading={debiturs.isPending}
        isFetching={debiturs.isFetching}
        isError={debiturs.isError}
        minWidth={900}
      />
      <ListPagination
        page={params.page}
        limit={params.limit}
        total={debiturs.data?.total ?? 0}
        totalCapped={debiturs.data?.totalCapped}
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
        loading={archiveDebitur.isPending}
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
        title={DEBITUR_MESSAGES.deleteTitle}
        message={DEBITUR_MESSAGES.deleteQuestion}
        description={DEBITUR_MESSAGES.deleteWarning}
        onConfirm={() => deleteDebitur.mutateAsync(deleting!._id)}
      />
    </>
  );
}
