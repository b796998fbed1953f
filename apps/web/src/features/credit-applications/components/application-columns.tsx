import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { CellText } from '../../../components/ui/cell-text';
import type { DataTableColumn } from '../../../components/ui/data-table';

type Column = DataTableColumn<CreditApplicationRow>;

const debiturName = (row: CreditApplicationRow) =>
  row.debitur?.fullName ?? row.debitur?.companyName ?? '-';

/**
 * The four columns the application list and the approval queue begin with: the number, the
 * debitur and branch, the credit type (over its facilities in the list) and the plafond.
 */
export const leadingApplicationColumns = (
  t: TFunction,
  detailHref: (id: string) => string,
  { withFacilities }: { withFacilities: boolean },
): Column[] => [
  // The number, linked to the detail but for a Draft (it has no detail page yet), over its date.
  {
    key: 'creditAppNo',
    header: t('creditApplications.columns.applicationNo'),
    width: 136,
    noWrap: true,
    render: (row) => (
      <Stack gap={0}>
        {row.status === 'Draft' ? (
          <Text size="sm">{row.creditAppNo}</Text>
        ) : (
          <Anchor component={Link} to={detailHref(row._id)} fw={500} size="sm">
            {row.creditAppNo}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {row.creditAppDate}
        </Text>
      </Stack>
    ),
  },
  // The debitur's name over its branch.
  {
    key: 'debitur',
    header: t('creditApplications.columns.debiturBranch'),
    render: (row) => (
      <Stack gap={0}>
        <CellText text={debiturName(row)} fw={500} />
        <CellText text={row.branch?.branchName ?? '-'} size="xs" dimmed />
      </Stack>
    ),
  },
  withFacilities
    ? {
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
      }
    : {
        key: 'creditType',
        header: t('creditApplications.columns.creditType'),
        render: (row) => <CellText text={row.creditType?.creditappName ?? '-'} />,
      },
  {
    key: 'plafond',
    header: t('creditApplications.columns.plafond'),
    width: 150,
    align: 'right',
    noWrap: true,
    render: (row) => (row.plafond ? formatRupiah(row.plafond.$numberDecimal) : '-'),
  },
];
