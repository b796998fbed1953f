import { Button, Center, EmptyState, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** The whole-screen wait while the signed-in area finds out who the user is. */
export const FullPageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
};

export const PagePanel = ({ children }: { children: ReactNode }) => (
  <Paper withBorder radius="md" py={56} px="xl">
    {children}
  </Paper>
);

export const AccessDenied = () => {
  const { t } = useTranslation();
  return (
    <PagePanel>
      <EmptyState
        icon={<IconLock size={28} stroke={1.5} />}
        withIndicatorBackground
        title={t('app.accessDeniedTitle')}
        description={t('app.accessDeniedText')}
      />
    </PagePanel>
  );
};

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

export const LoadFailed = ({ message, onRetry }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <EmptyState
        icon={<IconAlertTriangle size={28} stroke={1.5} />}
        variant="light"
        color="red"
        title={t('app.loadFailedTitle')}
        description={message}
      >
        <EmptyState.Actions>
          <Button onClick={onRetry}>{t('app.tryAgain')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
};

/** A detail or form page waiting for its record (spec: 'Loading data...'). */
export const PageLoading = () => {
  const { t } = useTranslation();
  return (
    <PagePanel>
      <Group justify="center" gap="xs" c="dimmed">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('kit.loading')}</Text>
      </Group>
    </PagePanel>
  );
};

interface PageErrorProps {
  message?: string;
  /** Loads the record again (the query's refetch). */
  onRetry: () => void;
}

/**
 * A detail or form page whose record could not be loaded (spec: 'Failed to load data'), with a
 * way on: Retry, or Back to the page the user came from (the dashboard when opened directly).
 */
export function PageError({ message, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const openedDirectly = location.key === 'default';
  return (
    <PagePanel>
      <EmptyState
        icon={<IconAlertTriangle size={28} stroke={1.5} />}
        withIndicatorBackground
        color="red"
        title={t('kit.loadError')}
        description={message}
      >
        <EmptyState.Actions>
          <Button onClick={onRetry}>{t('app.retry')}</Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void (openedDirectly ? navigate(paths.dashboard.path) : navigate(-1))}
          >
            {t('app.back')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </PagePanel>
  );
}
