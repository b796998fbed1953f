import { Button, Center, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../components/ui/use-page-heading';
import { isStaleBuildError } from '../../lib/stale-build';
import { NotFoundRoute } from './not-found';

/**
 * What the user sees when a page fails unexpectedly, instead of a blank screen; a page of an
 * earlier build than the server's offers the new version.
 */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  const stale = isStaleBuildError(error);
  const title = t(stale ? 'common.newVersionTitle' : 'common.failedTitle');

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <title>{pageTitle(title)}</title>
      <EmptyState
        variant="light"
        color={stale ? 'blue' : 'red'}
        icon={
          stale ? (
            <IconRefresh size={28} stroke={1.5} />
          ) : (
            <IconAlertTriangle size={28} stroke={1.5} />
          )
        }
        title={title}
        description={t(stale ? 'common.newVersionText' : 'common.failedText')}
      >
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
};
