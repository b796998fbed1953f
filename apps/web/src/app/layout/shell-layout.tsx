import {
  UnstyledButton,
  ActionIcon,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useMemo, type MouseEvent } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { filterNavigation, NAVIGATION } from '../../config/navigation';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { LanguageSwitch } from '../../features/auth/components/language-switch';
import { ApprovalCount } from '../../features/credit-applications/components/approval-count';
import { useCurrentUser } from '../../lib/permissions';
import { Brand } from './brand';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { SidebarMenu } from './sidebar-menu';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const MAIN_ID = 'main-content';

/** Moves focus to the page's heading (or the content) without touching the address. */
const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('[data-page-heading]') ?? main;
  target?.focus();
};

const MENU_COUNTS = { [paths.approval.path]: <ApprovalCount /> };

/** The signed-in frame: brand, breadcrumb and user in the header, the permitted menu on the side. */
export const ShellLayout = () => {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const navigate = useNavigate();
  const { user, permissions } = useCurrentUser();
  const entries = useMemo(() => filterNavigation(NAVIGATION, permissions), [permissions]);
  const signOut = useLogout({
    onSettled: () => void navigate(paths.signIn.getHref(), { replace: true }),
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={0}
    >
      <a href={`#${MAIN_ID}`} className="cd-skip-link" onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('app.toggleMenu')}
            />
            <Brand compact />
            <Divider orientation="vertical" visibleFrom="sm" my={18} />
            <Box visibleFrom="sm">
              <HeaderBreadcrumb />
            </Box>
          </Group>
          <Group gap="md" wrap="nowrap" miw={0}>
            <LanguageSwitch />
            <UnstyledButton
              component={Link}
              to={paths.profile.getHref()}
              title={t('app.profile.open')}
              miw={0}
              className="cd-profile-link"
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar color="navy" radius="xl" size={36} visibleFrom="sm">
                  {initialsOf(user.name)}
                </Avatar>
                {/* On a phone the name and role stay, each on one line, cut where the header ends. */}
                <Stack gap={0} miw={0} maw={{ base: 150, sm: 240 }}>
                  <Text size="sm" fw={600} lh={1.3} truncate="end">
                    {user.name}
                  </Text>
                  {user.role && (
                    <Text size="xs" c="dimmed" lh={1.3} truncate="end">
                      {user.role.name}
                    </Text>
                  )}
                </Stack>
              </Group>
            </UnstyledButton>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} stroke={1.6} />}
              onClick={() => signOut.mutate()}
              loading={signOut.isPending}
              visibleFrom="sm"
            >
              {t('app.signOut')}
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('app.signOut')}
              onClick={() => signOut.mutate()}
              loading={signOut.isPending}
              hiddenFrom="sm"
            >
              <IconLogout size={18} stroke={1.6} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <SidebarMenu entries={entries} onNavigate={menu.close} counts={MENU_COUNTS} />
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0" id={MAIN_ID}>
        <Box p={{ base: 'md', sm: 'xl' }} maw={1440}>
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
};
