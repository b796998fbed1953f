import { Button, Center, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../components/ui/use-page-heading';
import { NotFoundRoute } from './not-found';

/** What the user sees when a page fails unexpectedly, instead of a blank screen. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <title>{pageTitle(t('common.failedTitle'))}</title>
      <EmptyState
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={28} stroke={1.5} />}
        title={t('common.failedTitle')}
        description={t('common.failedText')}
      >
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
};
