import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { tierCreditTypesText, tierRangeText } from './tier-range';

const amount = (value: string) => ({ $numberDecimal: value });

describe('tierRangeText', () => {
  const t = i18n.getFixedT('en');

  it('reads a tier as the bank ladder does', () => {
    expect(
      tierRangeText(t, { plafondFrom: amount('0.00'), plafondTo: amount('500000000.00') }),
    ).toBe('Up to Rp 500.000.000');
    expect(
      tierRangeText(t, { plafondFrom: amount('500000000.00'), plafondTo: amount('5000000000.00') }),
    ).toBe('Above Rp 500.000.000 up to Rp 5.000.000.000');
    expect(tierRangeText(t, { plafondFrom: amount('5000000000.00'), plafondTo: null })).toBe(
      'Above Rp 5.000.000.000',
    );
    expect(tierRangeText(t, { plafondFrom: amount('0.00'), plafondTo: null })).toBe('Every amount');
  });

  it('names every credit type when the tier names none', () => {
    expect(tierCreditTypesText(t, { creditTypes: [] })).toBe('All credit types');
    expect(
      tierCreditTypesText(t, {
        creditTypes: [
          { _id: '1', name: 'KPR' },
          { _id: '2', name: 'KMK' },
        ],
      }),
    ).toBe('KPR, KMK');
  });
});
