import { Button, Dialog, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleBuildError } from '../lib/stale-build';

/**
 * Offers the new version when a chunk of the build this page was opened with is gone from the
 * server (a deploy since) wherever the page asked for it outside a route: a form's rule, a
 * language, a stylesheet. A route's own failure shows on its error page. The page stays as it is
 * until the user reloads, so nothing typed is lost by the offer itself.
 */
export const NewVersionPrompt = () => {
  const { t } = useTranslation();
  const [stale, setStale] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isStaleBuildError(event.reason)) setStale(true);
    };
    const onPreloadError = () => setStale(true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);

  return (
    <Dialog
      opened={stale}
      withBorder
      shadow="md"
      radius="md"
      // A phone's width less the page margins, a card's width on a desk.
      size="min(24rem, calc(100vw - 2rem))"
      position={{ bottom: 16, right: 16 }}
      role="alertdialog"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Text id={titleId} fw={600}>
          {t('common.newVersionTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('common.newVersionText')}
        </Text>
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('common.reloadPage')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
};
