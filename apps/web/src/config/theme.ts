import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

const CLOSE = { 'aria-label': 'Close' };

/**
 * Mantine's palettes with darker shades from 6 on: shade 6 is a filled button's background under
 * white text and shade 9 the text of a light badge on shade 1, and both must reach 4.5:1 (WCAG 2.1
 * AA). Mantine's own red (3.3:1), green (3.8:1 on its badge) and orange fall short.
 */
const withShades = (
  base: readonly string[],
  from: number,
  shades: readonly string[],
): MantineColorsTuple =>
  [
    ...base.slice(0, from),
    ...shades,
    ...base.slice(from + shades.length),
  ] as unknown as MantineColorsTuple;

/**
 * Grey shade 6 is Mantine's dimmed text (subtitles, counters, labels, secondary cell lines): 5.7:1 on
 * white and 5.4:1 on the page's grey, where Mantine's is 3.3:1. Red shade 6 is its error text.
 */
export const ACCESSIBLE_COLOURS: Record<string, MantineColorsTuple> = {
  navy: [
    '#eef3fb',
    '#d9e2f2',
    '#afc2e4',
    '#82a0d6',
    '#5d84ca',
    '#4572c3',
    '#3868c0',
    '#2a58aa',
    '#214e98',
    '#123c7a',
  ],
  red: withShades(DEFAULT_THEME.colors.red, 6, ['#c92a2a', '#b42424', '#a61e1e', '#8f1b1b']),
  green: withShades(DEFAULT_THEME.colors.green, 6, ['#237a34', '#1e6e2e', '#19622a', '#155724']),
  orange: withShades(DEFAULT_THEME.colors.orange, 6, ['#b83d0b', '#9a3412', '#8a3011', '#7c2d12']),
  teal: withShades(DEFAULT_THEME.colors.teal, 6, ['#0f766e', '#0b6b63', '#115e59', '#134e4a']),
  gray: withShades(DEFAULT_THEME.colors.gray, 6, ['#5f6770']),
};

/** The one theme of CreditDesk: a calm navy primary, compact type scale, consistent radius. */
export const theme = createTheme({
  primaryColor: 'navy',
  colors: ACCESSIBLE_COLOURS,
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  // Keyboard focus is always drawn; a mouse click draws none (theme.css adds inputs and rows).
  focusRing: 'auto',
  components: {
    // The close X of every drawer, dialog and notification is named (focus lands on it on opening).
    // Plain objects, not Component.extend: importing the components would put the drawer and the
    // modal into the sign-in page's first download.
    Drawer: { defaultProps: { closeButtonProps: CLOSE } },
    Modal: { defaultProps: { closeButtonProps: CLOSE } },
    Notification: { defaultProps: { closeButtonProps: CLOSE } },
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    },
  },
});
