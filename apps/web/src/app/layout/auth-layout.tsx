import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import {
  PAGE_HEADING_PROPS,
  pageTitle,
  usePageHeading,
} from '../../components/ui/use-page-heading';
import { Brand } from './brand';

const BRAND_PANEL_BACKGROUND =
  'linear-gradient(160deg, var(--mantine-color-navy-9) 0%, var(--mantine-color-navy-7) 100%)';

/** The signed-out pages: a brand panel on the left, the page's card on the right. */
export const AuthLayout = () => {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box
        visibleFrom="md"
        w="42%"
        maw={560}
        p={48}
        c="white"
        style={{
          background: BRAND_PANEL_BACKGROUND,
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
        display="flex"
      >
        <Brand inverted />
        <Stack gap="md" maw={400}>
          <Title order={2} c="white" fz={30} lh={1.25}>
            {t('auth.brandTitle')}
          </Title>
          <Text c="navy.1" fz="md" lh={1.6}>
            {t('auth.brandText')}
          </Text>
        </Stack>
        <Text c="navy.2" fz="xs">
          © {new Date().getFullYear()} CreditDesk
        </Text>
      </Box>
      <Center flex={1} bg="gray.0" p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Box hiddenFrom="md">
            <Brand />
          </Box>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
};

interface AuthPageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The title block at the top of every signed-out page's card. */
export const AuthPageHeader = ({ title, description }: AuthPageHeaderProps) => {
  const headingRef = usePageHeading();
  return (
    <Stack gap={6} mb="xl">
      <title>{pageTitle(title)}</title>
      <Title order={1} fz={24} ref={headingRef} {...PAGE_HEADING_PROPS}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" fz="sm" lh={1.55}>
          {description}
        </Text>
      )}
    </Stack>
  );
};

/** The quiet link row under a signed-out page's form. */
export const AuthPageFooter = ({ children }: { children: ReactNode }) => (
  <Text ta="center" fz="sm" c="dimmed" mt="xl">
    {children}
  </Text>
);
