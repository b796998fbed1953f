import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '../config/theme';
import { NewVersionPrompt } from './new-version-prompt';

// Loaded with the first page past sign-in (`notifying`), which shows none: the sign-in page
// downloads none of it. A notification shown before it arrives waits in Mantine's store and
// appears with it.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export const AppProvider = ({
  queryClient,
  notifying = true,
  children,
}: {
  queryClient: QueryClient;
  /** Whether notifications can show: not yet on the sign-in page, which has none. */
  notifying?: boolean;
  children: ReactNode;
}) => (
  <MantineProvider theme={theme} defaultColorScheme="light">
    {notifying && (
      <Suspense>
        <Notifications position="bottom-right" />
      </Suspense>
    )}
    <NewVersionPrompt />
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
