import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../config/theme';

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
