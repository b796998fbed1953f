import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { countText } from '@creditdesk/domain/shared/pagination';
import {
  canonicalStatus,
  statusBadgeColour,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { Anchor, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { FailedLine, LoadingLine } from '../../../components/kit/query-state-lines';
import { currentLanguage } from '../../../i18n/i18n';
import { useDashboard } from '../api/get-dashboard';
import { ApprovalTierFigures } from './approval-tier-figures';

export interface DashboardLinks {
  applications: (status: string) => string;
  approval: string;
  application: (id: string) => string;
  report: (slug: string, badge: 'overdue' | 'due-30') => string;
}

/** A figure's link is at least 24 px square (WCAG 2.5.8): a lone '0' was 9 px wide on a phone. */
const TARGET = { display: 'inline-flex', miw: 24, mih: 24 } as const;

const Count = ({ value, href, label }: { value: string; href: string; label: string }) => (
  <Anchor
    component={Link}
    to={href}
    fw={600}
    aria-label={label}
    {...TARGET}
    style={{ alignItems: 'center', justifyContent: 'flex-end' }}
  >
    {value}
  </Anchor>
);

/** A report's two due counts, in the order of the table's columns. */
const DUE_COUNTS = [
  { field: 'overdue', badge: 'overdue', label: 'dashboard.overdueCount' },
  { field: 'dueIn30', badge: 'due-30', label: 'dashboard.dueIn30Count' },
] as const;

function Figures({ data, links }: { data: Dashboard; links: DashboardLinks }) {
  const { t } = useTranslation();
  const statusName = (status: string) => {
    const canonical = canonicalStatus(status);
    return canonical ? t(`creditApplications.status.${canonical}`) : status;
  };
  return (
    <Stack gap="lg">
      {(data.applications || data.approvalQueue) && (
        <SimpleGrid cols={{ base: 1, md: data.applications && data.approvalQueue ? 2 : 1 }}>
          {data.applications && (
            <SectionCard title={t('dashboard.byStatus')}>
              {/* Three a row in the half-width card: 'Proses Tanda Tangan' keeps its whole badge. */}
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                {data.applications.map((entry) => (
                  <UnstyledButton
                    key={entry.status}
                    component={Link}
                    to={links.applications(entry.status)}
                  >
                    <Stack gap={4}>
                      <Text fz={22} fw={700}>
                        {entry.count}
                      </Text>
                      <StatusBadge
                        status={statusName(entry.status)}
                        colour={statusBadgeColour(entry.status)}
                      />
                    </Stack>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </SectionCard>
          )}
          {data.approvalQueue && (
            <SectionCard title={t('dashboard.approvalQueue')}>
              <Group gap="xs" align="baseline">
                <Anchor
                  component={Link}
                  to={links.approval}
                  fz={22}
                  fw={700}
                  {...TARGET}
                  style={{ justifyContent: 'center' }}
                >
                  {data.approvalQueue.size}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('dashboard.waitingForReview')}
                </Text>
              </Group>
              {data.approvalQueue.oldest ? (
                <Text size="sm">
                  {t('dashboard.oldest')}{' '}
                  <Anchor component={Link} to={links.application(data.approvalQueue.oldest._id)}>
                    {data.approvalQueue.oldest.creditAppNo}
                  </Anchor>
                  {data.approvalQueue.oldest.debiturName
                    ? ` · ${data.approvalQueue.oldest.debiturName}`
                    : ''}{' '}
                  <Text span size="sm" c="dimmed">
                    {t('dashboard.waitingSince', {
                      moment: toBusinessDateTime(data.approvalQueue.oldest.waitingSince),
                    })}
                  </Text>
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('dashboard.nothingWaiting')}
                </Text>
              )}
              <ApprovalTierFigures queue={data.approvalQueue} />
            </SectionCard>
          )}
        </SimpleGrid>
      )}
      {data.reports.length > 0 && (
        <SectionCard title={t('dashboard.dueItems', { today: data.today })}>
          {/* No sideways scroll: on a phone the report names wrap and both counts stay in view. */}
          <Table aria-label={t('dashboard.dueItemsLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.report')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.overdue')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.dueIn30')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.reports.map((report) => (
                <Table.Tr key={report.slug}>
                  <Table.Td>{report.title}</Table.Td>
                  {DUE_COUNTS.map((due) => {
                    const total = countText(
                      report[due.field],
                      report[`${due.field}Capped`],
                      currentLanguage(),
                    );
                    return (
                      <Table.Td key={due.field} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        <Count
                          value={total}
                          href={links.report(report.slug, due.badge)}
                          label={t(due.label, { report: report.title, total })}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
      )}
    </Stack>
  );
}

/** The dashboard's figures, each a link to the list or report filtered that way. */
export function DashboardFigures({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingLine text={t('dashboard.loading')} />;
  if (dashboard.isError) return <FailedLine text={t('dashboard.loadFailed')} />;
  return <Figures data={dashboard.data} links={links} />;
}
