import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import {
  Anchor,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOAD_ERROR_TEXT, LOADING_TEXT } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';

export interface DashboardLinks {
  applications: (status: string) => string;
  approval: string;
  application: (id: string) => string;
  report: (slug: string, badge: 'overdue' | 'due-30') => string;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder radius="md" padding="lg">
    <Stack gap="md">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);

/** A due count as the lists show a total counted to its cap: '10,000+'. */
const countText = (value: number, capped: boolean) =>
  `${value.toLocaleString('en-US')}${capped ? '+' : ''}`;

const Count = ({ value, href, label }: { value: string; href: string; label: string }) => (
  <Anchor component={Link} to={href} fw={600} aria-label={label}>
    {value}
  </Anchor>
);

function Figures({ data, links }: { data: Dashboard; links: DashboardLinks }) {
  return (
    <Stack gap="lg">
      {(data.applications || data.approvalQueue) && (
        <SimpleGrid cols={{ base: 1, md: data.applications && data.approvalQueue ? 2 : 1 }}>
          {data.applications && (
            <Section title="Credit applications by status">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {data.applications.map((entry) => (
                  <UnstyledButton
                    key={entry.status}
                    component={Link}
                    to={links.applications(entry.status)}
                    aria-label={`${entry.status}: ${entry.count} applications`}
                  >
                    <Stack gap={4}>
                      <Text fz={22} fw={700}>
                        {entry.count}
                      </Text>
                      <StatusBadge status={entry.status} />
                    </Stack>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Section>
          )}
          {data.approvalQueue && (
            <Section title="Approval queue">
              <Group gap="xs" align="baseline">
                <Anchor component={Link} to={links.approval} fz={22} fw={700}>
                  {data.approvalQueue.size}
                </Anchor>
                <Text size="sm" c="dimmed">
                  waiting for review
                </Text>
              </Group>
              {data.approvalQueue.oldest ? (
                <Text size="sm">
                  Oldest:{' '}
                  <Anchor component={Link} to={links.application(data.approvalQueue.oldest._id)}>
                    {data.approvalQueue.oldest.creditAppNo}
                  </Anchor>
                  {data.approvalQueue.oldest.debiturName
                    ? ` · ${data.approvalQueue.oldest.debiturName}`
                    : ''}{' '}
                  <Text span size="sm" c="dimmed">
                    waiting since {formatDateTime(data.approvalQueue.oldest.waitingSince)}
                  </Text>
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing is waiting.
                </Text>
              )}
            </Section>
          )}
        </SimpleGrid>
      )}
      {data.reports.length > 0 && (
        <Section title={`Due items (today ${data.today})`}>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Due items per report" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Report</Table.Th>
                  <Table.Th ta="right">Overdue</Table.Th>
                  <Table.Th ta="right">Due in 30 days</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.reports.map((report) => {
                  const overdue = countText(report.overdue, report.overdueCapped);
                  const dueIn30 = countText(report.dueIn30, report.dueIn30Capped);
                  return (
                    <Table.Tr key={report.slug}>
                      <Table.Td>{report.title}</Table.Td>
                      <Table.Td ta="right">
                        <Count
                          value={overdue}
                          href={links.report(report.slug, 'overdue')}
                          label={`${report.title}: ${overdue} overdue`}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Count
                          value={dueIn30}
                          href={links.report(report.slug, 'due-30')}
                          label={`${report.title}: ${dueIn30} due in 30 days`}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}
    </Stack>
  );
}

/** The dashboard's figures, each a link to the list or report filtered that way. */
export function DashboardFigures({ links }: { links: DashboardLinks }) {
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <Group gap="xs" c="dimmed">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{LOADING_TEXT}</Text>
      </Group>
    );
  if (dashboard.isError)
    return (
      <Text size="sm" c="red.7" role="alert">
        {LOAD_ERROR_TEXT}
      </Text>
    );
  return <Figures data={dashboard.data} links={links} />;
}
