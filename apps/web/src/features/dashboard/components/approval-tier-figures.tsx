import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ApprovalQueue = NonNullable<Dashboard['approvalQueue']>;

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A span of seconds as days and hours, or hours and minutes under a day. */
const useDurationText = () => {
  const { t } = useTranslation();
  return (seconds: number) =>
    seconds >= DAY
      ? t('dashboard.daysHours', {
          days: Math.floor(seconds / DAY),
          hours: Math.floor((seconds % DAY) / HOUR),
        })
      : t('dashboard.hoursMinutes', {
          hours: Math.floor(seconds / HOUR),
          minutes: Math.floor((seconds % HOUR) / 60),
        });
};

/**
 * The approval queue per tier frozen on its applications (those submitted before tiers under
 * 'Before tiers') and the median time to decision over the last 30 days.
 */
export function ApprovalTierFigures({ queue }: { queue: ApprovalQueue }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  return (
    <Stack gap="xs" mt="sm">
      {queue.byTier.length > 0 && (
        <Table aria-label={t('dashboard.byTierLabel')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.tier')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.waiting')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.byTier.map((entry) => (
              <Table.Tr key={entry.tier ?? ''}>
                <Table.Td>{entry.tier ?? t('dashboard.beforeTiers')}</Table.Td>
                <Table.Td ta="right">{entry.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs" align="baseline">
        <Text size="sm">{t('dashboard.medianDecision')}</Text>
        <Text size="sm" fw={600}>
          {queue.medianDecisionSeconds === null
            ? t('dashboard.noDecisions')
            : t('dashboard.medianOf', {
                duration: duration(queue.medianDecisionSeconds),
                count: queue.decided30Days,
              })}
        </Text>
      </Group>
    </Stack>
  );
}
