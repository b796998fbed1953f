import { AppShell, Avatar, Box, Burger, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { filterNavigation, NAVIGATION } from '../../config/navigation';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { LanguageSwitch } from '../../features/auth/components/language-switch';
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

/** The signed-in frame: brand, breadcrumb and user in the header, the permitted menu on the side. */
export const ShellLayout = () => {
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
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            <Brand />
            <Divider orientation="vertical" visibleFrom="sm" my={18} />
            <Box visibleFrom="sm">
              <HeaderBreadcrumb />
            </Box>
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            <Group gap="sm" wrap="nowrap" visibleFrom="xs">
              <Avatar color="navy" radius="xl" size={36}>
                {initialsOf(user.name)}
              </Avatar>
              <Stack gap={0}>
                <Text size="sm" fw={600} lh={1.3}>
                  {user.name}
                </Text>
                {user.role && (
                  <Text size="xs" c="dimmed" lh={1.3}>
                    {user.role.name}
                  </Text>
                )}
              </Stack>
            </Group>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} stroke={1.6} />}
              onClick={() => signOut.mutate()}
              loading={signOut.isPending}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <SidebarMenu entries={entries} onNavigate={menu.close} />
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <Box p={{ base: 'md', sm: 'xl' }} maw={1440}>
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
};
