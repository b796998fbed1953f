import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  Anchor,
  Badge,
  Card,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconChevronRight, IconLayoutDashboard } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  filterNavigation,
  isNavGroup,
  NAVIGATION,
  navigationDescription,
  navigationLabel,
  type NavEntry,
} from '../../config/navigation';
import {
  PAGE_HEADING_PROPS,
  pageTitle,
  usePageHeading,
} from '../../components/ui/use-page-heading';
import { paths, type ReportSlug } from '../../config/paths';
import {
  DashboardFigures,
  type DashboardLinks,
} from '../../features/dashboard/components/dashboard-figures';
import { useCan, useCurrentUser } from '../../lib/permissions';
import { PagePanel } from '../layout/page-states';
import { LoadingLine } from '../../components/kit/query-state-lines';

const WELCOME_BACKGROUND =
  'linear-gradient(120deg, var(--mantine-color-navy-9) 0%, var(--mantine-color-navy-7) 100%)';

const AreaIcon = ({ entry }: { entry: NavEntry }) => {
  const Icon = entry.icon ?? IconLayoutDashboard;
  return (
    <ThemeIcon size={40} radius="md" variant="light">
      <Icon size={22} stroke={1.6} />
    </ThemeIcon>
  );
};

const AreaCard = ({ entry }: { entry: NavEntry }) => {
  const { t } = useTranslation();
  const description = navigationDescription(t, entry);
  const heading = (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {navigationLabel(t, entry)}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" lh={1.5}>
          {description}
        </Text>
      )}
    </Stack>
  );

  if (!isNavGroup(entry)) {
    return (
      <Card withBorder radius="md" padding="lg" component={Link} to={entry.path}>
        <Stack gap="md" h="100%">
          <AreaIcon entry={entry} />
          {heading}
          <Group gap={4} mt="auto" c="navy.7">
            <Text size="sm" fw={600} c="navy.7">
              {t('dashboard.open')}
            </Text>
            <IconArrowRight size={16} stroke={1.8} />
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <AreaIcon entry={entry} />
        {heading}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entry.children.map((child) => (
            <li key={child.path}>
              <Anchor component={Link} to={child.path} size="sm" fw={500}>
                <Group gap={4} wrap="nowrap">
                  <IconChevronRight size={14} stroke={1.8} />
                  {navigationLabel(t, child)}
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
};

// Recharts is most of the page's weight: its chunk is read once the figures are on their way.
const DashboardCharts = lazy(async () => ({
  default: (await import('../../features/dashboard/components/dashboard-charts')).DashboardCharts,
}));

const DASHBOARD_LINKS: DashboardLinks = {
  applications: (status) =>
    `${paths.creditApplication.getHref()}?status=${encodeURIComponent(status)}`,
  approval: paths.approval.getHref(),
  application: (id) => paths.creditApplication.detailHref(id),
  report: (slug, badge) => `${paths.report.getHref(slug as ReportSlug)}?badge=${badge}`,
};

export const DashboardRoute = () => {
  const { t } = useTranslation();
  const { user, permissions } = useCurrentUser();
  const headingRef = usePageHeading();
  const canFilterBranches = useCan(SUB_MENUS.creditApplication, 'Read');
  const areas = filterNavigation(NAVIGATION, permissions).filter(
    (entry) => entry.path !== paths.dashboard.path,
  );

  return (
    <Stack gap="xl">
      <title>{pageTitle(t('dashboard.title'))}</title>
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 32 }}
        c="white"
        style={{ background: WELCOME_BACKGROUND }}
      >
        <Stack gap={8}>
          <Text size="sm" c="navy.1">
            {t('dashboard.welcome')}
          </Text>
          <Title order={1} c="white" fz={28} ref={headingRef} {...PAGE_HEADING_PROPS}>
            {user.name}
          </Title>
          <Group gap="sm">
            {user.role && (
              <Badge variant="white" color="navy" radius="sm">
                {user.role.name}
              </Badge>
            )}
            <Text size="sm" c="navy.1">
              {user.email}
            </Text>
          </Group>
        </Stack>
      </Paper>

      <DashboardFigures links={DASHBOARD_LINKS} />

      <Suspense fallback={<LoadingLine text={t('dashboard.loading')} />}>
        <DashboardCharts canFilterBranches={canFilterBranches} />
      </Suspense>

      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('dashboard.workspace')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.workspaceText')}
          </Text>
        </Stack>
        {areas.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {areas.map((entry) => (
              <AreaCard key={entry.path} entry={entry} />
            ))}
          </SimpleGrid>
        ) : (
          <PagePanel>
            <EmptyState
              withIndicatorBackground
              icon={<IconLayoutDashboard size={28} stroke={1.5} />}
              title={t('dashboard.noModules')}
              description={t('dashboard.noModulesText')}
            />
          </PagePanel>
        )}
      </Stack>
    </Stack>
  );
};
