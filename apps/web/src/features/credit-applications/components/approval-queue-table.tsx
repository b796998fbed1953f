import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Button, Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { formatElapsed } from '../../../lib/format';
import type { ApprovalQueueParams } from '../api/credit-applications-query-keys';
import { useApprovalQueue } from '../api/get-approval-queue';
import { leadingApplicationColumns } from './application-columns';

export interface ApprovalQueueTableProps {
  params: ApprovalQueueParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  /** The moment the waiting time is counted to; the screen's clock unless a test fixes it. */
  now?: Date;
}

/** The applications Waiting for Review, oldest first, with how long each has waited. */
export function ApprovalQueueTable({
  params,
  onPageChange,
  detailHref,
  now = new Date(),
}: ApprovalQueueTableProps) {
  const { t, i18n } = useTranslation();
  const applications = useApprovalQueue(params);

  const columns: DataTableColumn<CreditApplicationRow>[] = [
    ...leadingApplicationColumns(t, detailHref, { withFacilities: false }),
    {
      key: 'createdBy',
      header: t('creditApplications.columns.submittedBy'),
      width: 120,
      render: (row) => <CellText text={row.createdBy.name} />,
    },
    {
      key: 'tier',
      header: t('creditApplications.approvals.tierColumn'),
      width: 160,
      render: ({ approval }) =>
        approval.tier === null ? (
          <CellText text="-" />
        ) : (
          <Stack gap={0}>
            <CellText text={approval.tier.name} />
            {approval.required !== null && (
              <Text size="xs" c="dimmed">
                {[
                  t('creditApplications.approvals.count', {
                    given: approval.given,
                    required: approval.required,
                  }),
                  ...approval.approvers,
                ].join(' · ')}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'waiting',
      header: t('creditApplications.columns.waiting'),
      width: 130,
      // 'since 2026-11-28 18:52' wraps between date and time when the table is squeezed.
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {formatElapsed(row.statusChanged, now, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('creditApplications.approval.since', {
              moment: toBusinessDateTime(row.statusChanged),
            })}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <QueryTable
      label={t('creditApplications.approval.listLabel')}
      columns={columns}
      actions={{
        width: 104,
        render: (row) => (
          <Button
            component={Link}
            to={detailHref(row._id)}
            size="xs"
            variant="light"
            leftSection={<IconGavel size={14} />}
            aria-label={t('creditApplications.approval.reviewRow', { no: row.creditAppNo })}
          >
            {t('creditApplications.approval.review')}
          </Button>
        ),
      }}
      page={params.page}
      limit={params.limit}
      // The width a 1440 px screen gives the card: the queue scrolls sideways only below it.
      minWidth={1040}
      layout="fixed"
      query={applications}
      onPageChange={onPageChange}
    />
  );
}
