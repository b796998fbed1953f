import { Button, Center, EmptyState, Stack } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageTitle } from '../../components/ui/use-page-heading';
import { paths } from '../../config/paths';
import { Brand } from '../layout/brand';

export const NotFoundRoute = () => (
  <Center mih="100vh" bg="gray.0" p="md">
    <title>{pageTitle('Page not found')}</title>
    <Stack align="center" gap={40}>
      <Brand />
      <EmptyState
        withIndicatorBackground
        icon={<IconMapSearch size={28} stroke={1.5} />}
        title="Page not found"
        description="The page you are looking for does not exist or has been moved."
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.dashboard.getHref()}>
            Back to dashboard
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  </Center>
);
