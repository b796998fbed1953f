import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ListTable } from '../../../components/kit/module-table';
import { textColumn } from '../../../components/kit/record-columns';
import { useDeleteTexts } from '../../../components/kit/use-delete-texts';
import { useRowArchive } from '../../../components/kit/use-row-archive';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useArchiveDebitur } from '../api/archive-debitur';
import type { DebiturListParams } from '../api/debiturs-query-keys';
import { useDeleteDebitur } from '../api/delete-debitur';
import { useDebiturs, type DebiturListTab } from '../api/get-debiturs';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/use-message';

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
  const archiveDebitur = useArchiveDebitur();
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');
  const rowArchive = useRowArchive<Debitur>({
    module: 'debiturs',
    isArchive: tab === 'archive-list',
    nameOf,
    archive: archiveDebitur,
    describeError: (error) =>
      error instanceof Error ? translateError(error) : t('debiturs.changeFailed'),
  });

  const nameLink = (debitur: Debitur) => (
    <Anchor component={Link} to={detailHref(debitur._id)} fw={500} size="sm">
      <TruncatedText text={nameOf(debitur)} />
    </Anchor>
  );
  const branchColumn = textColumn(
    'branch',
    t('debiturs.branch'),
    (debitur: Debitur) => debitur.relatedBranch.branchName,
  );
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
        textColumn(
          'organizerName',
          t('debiturs.organizerName'),
          (debitur) => debitur.organizerName,
        ),
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
  const deleteTexts = useDeleteTexts(DEBITUR_MESSAGES);

  return (
    <>
      <ListTable
        calls={{ useList: useDebiturs, useDelete: useDeleteDebitur }}
        params={params}
        subMenu={SUB_MENUS.debiturManagement}
        label={t('debiturs.listLabel')}
        columns={columnsOf()}
        minWidth={900}
        onPageChange={onPageChange}
        nameOf={nameOf}
        editHref={editHref}
        rowIcons={(debitur) => canUpdate && rowArchive.icon(debitur)}
        actionWidth={130}
        deleteTexts={deleteTexts}
      />
      {rowArchive.confirmation}
    </>
  );
}
