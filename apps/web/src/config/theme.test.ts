import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLOURS } from './theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const WHITE = '#ffffff';
const PAGE_GREY = '#f8f9fa';

describe('theme colours', () => {
  it.each(Object.entries(ACCESSIBLE_COLOURS))(
    '%s: white on a filled button and a light badge text reach 4.5:1',
    (_name, shades) => {
      expect(contrast(shades[6], WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[7], WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('dimmed and error text reach 4.5:1 on white and on the page grey', () => {
    for (const text of [ACCESSIBLE_COLOURS.gray![6], ACCESSIBLE_COLOURS.red![6]])
      for (const background of [WHITE, PAGE_GREY, ACCESSIBLE_COLOURS.gray![1]])
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
