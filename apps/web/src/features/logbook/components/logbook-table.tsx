import { LOGBOOK_MESSAGES } from '@creditdesk/domain/logbook/logbook.messages';
import type { LogbookEntry } from '@creditdesk/domain/logbook/logbook.schemas';
import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { RowIconButton } from '../../../components/kit/row-icon-button';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CellText } from '../../../components/ui/cell-text';
import { paths } from '../../../config/paths';
import { translateError, useTexts } from '../../../i18n/use-message';
import { useCloseLogbookEntry } from '../api/close-logbook-entry';
import { useLogbookEntries } from '../api/get-logbook-entries';
import type { LogbookListParams } from '../api/logbook-query-keys';
import { daysLeftOf, LogbookDueBadge } from './logbook-due-badge';

export interface LogbookTableProps {
  params: LogbookListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  /** Edit and Close need Update; without it there is no Action column. */
  canUpdate: boolean;
  editHref: (entry: LogbookEntry) => string;
}

const linkedRecord = (entry: LogbookEntry) => {
  if (entry.creditApplication)
    return (
      <Anchor
        component={Link}
        to={paths.creditApplication.detailHref(entry.creditApplication._id)}
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {entry.creditApplication.creditAppNo}
      </Anchor>
    );
  return <CellText text={entry.debitur?.name ?? '-'} />;
};

/** The call logbook: numbered rows, Days Left and the due badge, Edit and Close per Open call. */
export function LogbookTable({ params, onPageChange, canUpdate, editHref }: LogbookTableProps) {
  const { t, message } = useTexts();
  const query = useLogbookEntries(params);
  const close = useCloseLogbookEntry();
  const [closing, setClosing] = useState<LogbookEntry | null>(null);

  // Ten columns share the card: the fixed ones hold dates, numbers and badges, the rest two lines each.
  const columns: DataTableColumn<LogbookEntry>[] = [
    {
      key: 'callAt',
      header: t('logbook.columns.callAt'),
      width: 132,
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {toBusinessDateTime(entry.callAt)}
          </Text>
          <CellText text={entry.receivedBy} dimmed />
        </Stack>
      ),
    },
    {
      key: 'caller',
      header: t('logbook.columns.caller'),
      // As wide as a mobile number with its country code.
      width: 140,
      render: (entry) => (
        <Stack gap={0}>
          <CellText text={entry.caller} fw={500} />
          <CellText text={entry.party} dimmed />
          <CellText text={entry.phone} dimmed />
        </Stack>
      ),
    },
    {
      key: 'linked',
      header: t('logbook.columns.linked'),
      width: 136,
      render: linkedRecord,
    },
    {
      key: 'topic',
      header: t('logbook.columns.topic'),
      render: (entry) => <CellText text={entry.topic} />,
    },
    {
      key: 'followUp',
      header: t('logbook.columns.followUp'),
      render: (entry) => (
        <Stack gap={0}>
          <CellText text={entry.followUp || '-'} />
          <CellText text={entry.personInCharge} dimmed />
        </Stack>
      ),
    },
    {
      key: 'target',
      header: t('logbook.columns.target'),
      width: 100,
      noWrap: true,
      render: (e) => e.targetDate,
    },
    {
      key: 'daysLeft',
      header: t('logbook.columns.daysLeft'),
      width: 64,
      align: 'right',
      noWrap: true,
      render: (entry) => daysLeftOf(entry) ?? '-',
    },
    {
      key: 'status',
      header: t('logbook.columns.status'),
      width: 124,
      noWrap: true,
      render: (entry) => <LogbookDueBadge entry={entry} />,
    },
  ];

  return (
    <>
      <QueryTable
        label={t('logbook.listLabel')}
        columns={columns}
        actions={
          canUpdate
            ? {
                width: 80,
                render: (entry) =>
                  entry.status === 'Open' ? (
                    <Group gap={4} wrap="nowrap">
                      <RowIconButton
                        label={t('logbook.edit')}
                        rowLabel={t('logbook.editRow', { caller: entry.caller })}
                        icon={IconPencil}
                        to={editHref(entry)}
                      />
                      <RowIconButton
                        label={t('logbook.close')}
                        rowLabel={t('logbook.closeRow', { caller: entry.caller })}
                        icon={IconCircleCheck}
                        color="teal"
                        onClick={() => setClosing(entry)}
                      />
                    </Group>
                  ) : (
                    '-'
                  ),
              }
            : undefined
        }
        page={params.page}
        limit={params.limit}
        layout="fixed"
        // Below this the topic and follow-up columns would be a word wide: the table scrolls.
        minWidth={1060}
        query={query}
        onPageChange={onPageChange}
      />
      <ConfirmModal
        opened={!!closing}
        onClose={() => {
          setClosing(null);
          close.reset();
        }}
        title={message(LOGBOOK_MESSAGES.closeTitle)}
        message={message(LOGBOOK_MESSAGES.closeQuestion)}
        description={
          close.isError ? translateError(close.error) : message(LOGBOOK_MESSAGES.closeWarning)
        }
        confirmLabel={t('logbook.closeCall')}
        loading={close.isPending}
        onConfirm={() =>
          closing &&
          close.mutate(
            { id: closing._id, version: closing.version },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('logbook.closed') });
                setClosing(null);
              },
            },
          )
        }
      />
    </>
  );
}
