import { Button, Center, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../components/ui/use-page-heading';
import { NotFoundRoute } from './not-found';

/** What the user sees when a page fails unexpectedly, instead of a blank screen. */
export const RouteError = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <title>{pageTitle('Something went wrong')}</title>
      <EmptyState
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={28} stroke={1.5} />}
        title="Something went wrong"
        description="The page could not be shown. Reload it to try again; if the problem stays, contact your administrator."
      >
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
};
