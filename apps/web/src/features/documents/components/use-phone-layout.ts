import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than the theme's `sm` breakpoint, where the shell hides its
 * sidebar (`hiddenFrom="sm"`): the credit file's table has no room there, so its documents stand
 * as cards. Read before the first paint, so a phone never draws the table and then replaces it.
 */
export const usePhoneLayout = () => {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
};
