import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '../config/theme';
import { NewVersionPrompt } from './new-version-prompt';

// Loaded after the first page shows: the sign-in page sends none. A notification shown before it
// arrives waits in Mantine's store and appears with it.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export const AppProvider = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <MantineProvider theme={theme} defaultColorScheme="light">
    <Suspense>
      <Notifications position="bottom-right" />
    </Suspense>
    <NewVersionPrompt />
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
