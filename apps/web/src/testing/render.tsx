import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../config/theme';
import { createQueryClient } from '../lib/react-query';

/**
 * The app's Mantine theme in Mantine's test mode: no transitions and no portals, so a dialog or a
 * dropdown is there (and fully visible) as soon as it opens, on a busy machine as on a quiet one.
 */
export const TestMantineProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} env="test">
    {children}
  </MantineProvider>
);

/** Renders a component inside the app's Mantine theme. */
export const renderWithTheme = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: TestMantineProvider, ...options });

/**
 * Renders a component that reads or writes through the API: the theme and a fresh query client
 * of the app's settings. Answers the user-event session to drive it with.
 */
export const renderWithQueryClient = (ui: ReactElement) => {
  const rendered = renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>,
  );
  return { ...rendered, user: userEvent.setup() };
};
