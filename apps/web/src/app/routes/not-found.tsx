import { Button, Center, EmptyState, Stack } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '../../components/ui/use-page-heading';
import { paths } from '../../config/paths';
import { Brand } from '../layout/brand';

// Its texts are in the entry's `common`: the route error shows this page before any other loads.
export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <title>{pageTitle(t('common.notFoundTitle'))}</title>
      <Stack align="center" gap={40}>
        <Brand />
        <EmptyState
          withIndicatorBackground
          icon={<IconMapSearch size={28} stroke={1.5} />}
          title={t('common.notFoundTitle')}
          description={t('common.notFoundText')}
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.dashboard.getHref()}>
              {t('common.backToDashboard')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    </Center>
  );
};
