import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Anchor, Group } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArchiveConfirmation } from '../../../components/kit/archive-confirmation';
import { RowIconButton } from '../../../components/kit/row-icon-button';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useArchiveDebitur } from '../api/archive-debitur';
import type { DebiturListParams } from '../api/debiturs-query-keys';
import { useDeleteDebitur } from '../api/delete-debitur';
import { useDebiturs, type DebiturListTab } from '../api/get-debiturs';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../i18n/use-message';

export interface DebitursTableProps {
  /** Personal and Enterprise show their type's columns; Archive shows both types. */
  tab: DebiturListTab;
  params: DebiturListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

const nameOf = (debitur: Debitur) => debitur.fullName ?? debitur.companyName ?? '-';

/** The debitur lists: the columns of the tab, the name to the detail, actions by permission. */
export function DebitursTable({
  tab,
  params,
  onPageChange,
  detailHref,
  editHref,
}: DebitursTableProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const debiturs = useDebiturs(params);
  const deleteDebitur = useDeleteDebitur();
  const archiveDebitur = useArchiveDebitur();
  const [deleting, setDeleting] = useState<Debitur | null>(null);
  const [archiving, setArchiving] = useState<Debitur | null>(null);
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');
  const canDelete = useCan(SUB_MENUS.debiturManagement, 'Delete');
  const isArchiveTab = tab === 'archive-list';
  // The archive question, by direction (the spec names only the call; these texts are ours).
  const archiveKey = isArchiveTab ? 'debiturs.unarchive' : 'debiturs.archive';

  const nameLink = (debitur: Debitur) => (
    <Anchor component={Link} to={detailHref(debitur._id)} fw={500} size="sm">
      <TruncatedText text={nameOf(debitur)} />
    </Anchor>
  );
  const branchColumn: DataTableColumn<Debitur> = {
    key: 'branch',
    header: t('debiturs.branch'),
    render: (debitur) => <TruncatedText text={debitur.relatedBranch.branchName} />,
  };
  const columnsOf = (): DataTableColumn<Debitur>[] => {
    if (tab === 'personal-list')
      return [
        { key: 'fullName', header: t('debiturs.debiturName'), render: nameLink },
        {
          key: 'idNumber',
          header: t('debiturs.idNumber'),
          noWrap: true,
          render: (debitur) => debitur.idNumber ?? '-',
        },
        {
          key: 'phoneNumber',
          header: t('debiturs.phoneNumber'),
          noWrap: true,
          render: (debitur) => debitur.phoneNumber ?? '-',
        },
        {
          key: 'maritalStatus',
          header: t('debiturs.maritalStatus'),
          render: (debitur) =>
            debitur.maritalStatus ? t(`debiturs.maritalStatuses.${debitur.maritalStatus}`) : '-',
        },
        branchColumn,
      ];
    if (tab === 'enterprise-list')
      return [
        { key: 'companyName', header: t('debiturs.companyName'), render: nameLink },
        {
          key: 'organizerName',
          header: t('debiturs.organizerName'),
          render: (debitur) => <TruncatedText text={debitur.organizerName ?? '-'} />,
        },
        {
          key: 'telephoneNumber',
          header: t('debiturs.telephoneNumber'),
          noWrap: true,
          render: (debitur) => debitur.telephoneNumber ?? '-',
        },
        {
          key: 'budget',
          header: t('debiturs.budget'),
          align: 'right',
          noWrap: true,
          render: (debitur) => (debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : '-'),
        },
        branchColumn,
      ];
    return [
      {
        key: 'type',
        header: t('debiturs.type'),
        width: 110,
        render: (debitur) => t(`debiturs.types.${debitur.type}`),
      },
      { key: 'name', header: t('debiturs.name'), render: nameLink },
      {
        key: 'phone',
        header: t('debiturs.phoneNumber'),
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
      header: t('common.action'),
      width: 130,
      render: (debitur) => (
        <Group gap={4} wrap="nowrap">
          {canUpdate && (
            <RowIconButton
              label={t('kit.edit')}
              rowLabel={t('kit.editRow', { name: nameOf(debitur) })}
              icon={IconPencil}
              to={editHref(debitur._id)}
            />
          )}
          {canUpdate && (
            <RowIconButton
              label={t(`${archiveKey}.confirm`)}
              rowLabel={t(`${archiveKey}.confirmRow`, { name: nameOf(debitur) })}
              icon={isArchiveTab ? IconArchiveOff : IconArchive}
              color="orange"
              onClick={() => setArchiving(debitur)}
            />
          )}
          {canDelete && (
            <RowIconButton
              label={t('kit.delete')}
              rowLabel={t('kit.deleteRow', { name: nameOf(debitur) })}
              icon={IconTrash}
              color="red"
              onClick={() => setDeleting(debitur)}
            />
          )}
        </Group>
      ),
    });
  }

  return (
    <>
      <QueryTable
        label={t('debiturs.listLabel')}
        columns={columns}
        page={params.page}
        limit={params.limit}
        minWidth={900}
        query={debiturs}
        onPageChange={onPageChange}
      />
      <ArchiveConfirmation
        row={archiving}
        onClose={() => setArchiving(null)}
        texts={archiveKey}
        onConfirm={(debitur) =>
          archiveDebitur.mutateAsync({ id: debitur._id, isArchive: !isArchiveTab })
        }
        loading={archiveDebitur.isPending}
        describeError={(error) =>
          error instanceof Error ? translateError(error) : t('debiturs.changeFailed')
        }
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(DEBITUR_MESSAGES.deleteTitle)}
        message={message(DEBITUR_MESSAGES.deleteQuestion)}
        description={message(DEBITUR_MESSAGES.deleteWarning)}
        onConfirm={() => deleteDebitur.mutateAsync(deleting!._id)}
      />
    </>
  );
}
