import '@mantine/charts/styles.css';
import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedLine, LoadingLine } from '../../../components/kit/query-state-lines';
import { currentLanguage } from '../../../i18n/i18n';
import { useDashboardBranches } from '../api/get-dashboard-branches';
import { useDashboardCharts } from '../api/get-dashboard-charts';
import { ChartCard } from './chart-card';
import { applicationRows, decisionRows, dueRows } from './chart-rows';

const CHART_HEIGHT = 240;

/** Each status its own colour, in the order of the flow; the legend and the table name them. */
const STATUS_COLOURS: Record<(typeof CREDIT_APPLICATION_STATUSES)[number], string> = {
  Draft: 'gray.5',
  Open: 'teal.6',
  'Signing Process': 'yellow.6',
  'Credit Approved': 'blue.6',
  'Waiting for Review': 'orange.6',
  Completed: 'green.8',
  Rejected: 'red.7',
};

// Recharts' keyboard layer would put a focusable drawing inside the hidden wrapper: the table
// beside each chart is what assistive technology reads.
const NO_KEYBOARD_LAYER = { accessibilityLayer: false };

/** The dashboard's four charts, for the user's area or one branch of it. */
export function DashboardCharts({ canFilterBranches }: { canFilterBranches: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [branch, setBranch] = useState<string | null>(null);
  const branches = useDashboardBranches(canFilterBranches);
  const charts = useDashboardCharts(branch);
  const data = charts.data;
  const shown = data && (data.applicationsByWeek || data.decisionsByMonth || data.dueByWeek);
  if (data && !shown) return null;

  const statusColumns = CREDIT_APPLICATION_STATUSES.map((status) => ({
    name: status,
    label: t(`creditApplications.status.${status}`),
  }));
  const decisionColumns = [
    { name: 'approved', label: t('dashboard.charts.approved') },
    { name: 'rejected', label: t('dashboard.charts.rejected') },
  ];
  const medianColumns = [{ name: 'medianDays', label: t('dashboard.charts.medianDays') }];
  const dueColumns = [{ name: 'count', label: t('dashboard.charts.dueItems') }];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="lg">
          {t('dashboard.charts.title')}
        </Title>
        {canFilterBranches && (
          <Select
            label={t('dashboard.charts.branch')}
            placeholder={t('dashboard.charts.allBranches')}
            data={branches.data ?? []}
            value={branch}
            onChange={setBranch}
            clearable
            searchable
            w={{ base: '100%', xs: 280 }}
          />
        )}
      </Group>
      {charts.isPending && <LoadingLine text={t('dashboard.loading')} />}
      {charts.isError && <FailedLine text={t('dashboard.loadFailed')} />}
      {data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {data.applicationsByWeek && (
            <ChartCard
              title={t('dashboard.charts.applications')}
              period={t('dashboard.charts.week')}
              columns={statusColumns}
              rows={applicationRows(data.applicationsByWeek, language)}
            >
              <Stack gap="xs">
                <BarChart
                  h={CHART_HEIGHT}
                  data={applicationRows(data.applicationsByWeek, language)}
                  dataKey="label"
                  type="stacked"
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  series={statusColumns.map((column) => ({
                    ...column,
                    color: STATUS_COLOURS[column.name],
                  }))}
                  barChartProps={NO_KEYBOARD_LAYER}
                />
                <Text size="xs" c="dimmed">
                  {t('dashboard.charts.applicationsNote')}
                </Text>
              </Stack>
            </ChartCard>
          )}
          {data.decisionsByMonth && (
            <ChartCard
              title={t('dashboard.charts.decisions')}
              period={t('dashboard.charts.month')}
              columns={decisionColumns}
              rows={decisionRows(data.decisionsByMonth, language)}
            >
              <BarChart
                h={CHART_HEIGHT}
                data={decisionRows(data.decisionsByMonth, language)}
                dataKey="label"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                series={[
                  { ...decisionColumns[0], name: 'approved', color: 'green.8' },
                  { ...decisionColumns[1], name: 'rejected', color: 'red.7' },
                ]}
                barChartProps={NO_KEYBOARD_LAYER}
              />
            </ChartCard>
          )}
          {data.decisionsByMonth && (
            <ChartCard
              title={t('dashboard.charts.median')}
              period={t('dashboard.charts.month')}
              columns={medianColumns}
              rows={decisionRows(data.decisionsByMonth, language)}
            >
              {data.decisionsByMonth.some((entry) => entry.medianDays !== null) ? (
                <LineChart
                  h={CHART_HEIGHT}
                  data={decisionRows(data.decisionsByMonth, language)}
                  dataKey="label"
                  series={[{ name: 'medianDays', label: medianColumns[0]?.label, color: 'navy.6' }]}
                  connectNulls={false}
                  lineChartProps={NO_KEYBOARD_LAYER}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('dashboard.charts.noDecisions')}
                </Text>
              )}
            </ChartCard>
          )}
          {data.dueByWeek && (
            <ChartCard
              title={t('dashboard.charts.due')}
              period={t('dashboard.charts.week')}
              columns={dueColumns}
              rows={dueRows(data.dueByWeek, language)}
            >
              <BarChart
                h={CHART_HEIGHT}
                data={dueRows(data.dueByWeek, language)}
                dataKey="label"
                series={[{ name: 'count', label: dueColumns[0]?.label, color: 'orange.7' }]}
                barChartProps={NO_KEYBOARD_LAYER}
              />
            </ChartCard>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
