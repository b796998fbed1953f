import { createTheme } from '@mantine/core';

/** The one theme of CreditDesk: a calm navy primary, compact type scale, consistent radius. */
export const theme = createTheme({
  primaryColor: 'navy',
  colors: {
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
  },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
});
