import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_ONLY_MESSAGE,
  dateOnlySchema,
  isDateOnly,
  isFutureDate,
  toDateOnly,
  yearRange,
} from './dates';

describe('isDateOnly', () => {
  it('accepts real dates written yyyy-MM-dd', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(isDateOnly('2026-01-31')).toBe(true);
    expect(isDateOnly('2024-02-29')).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    expect(isDateOnly('2026-02-30')).toBe(false);
    expect(isDateOnly('2025-02-29')).toBe(false);
    expect(isDateOnly('2026-13-01')).toBe(false);
    expect(isDateOnly('2026-04-31')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isDateOnly('2026-1-5')).toBe(false);
    expect(isDateOnly('05-01-2026')).toBe(false);
    expect(isDateOnly('2026-01-05T00:00:00Z')).toBe(false);
    expect(isDateOnly('')).toBe(false);
    expect(isDateOnly(null)).toBe(false);
    expect(isDateOnly(20260105)).toBe(false);
  });
});

describe('toDateOnly', () => {
  it('formats on the local calendar', () => {
    expect(toDateOnly(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toDateOnly('2026-12-31')).toBe('2026-12-31');
  });
});

describe('isFutureDate', () => {
  const today = new Date(2026, 5, 15, 10, 0);

  it('is true only after today', () => {
    expect(isFutureDate('2026-06-16', today)).toBe(true);
    expect(isFutureDate('2026-06-15', today)).toBe(false);
    expect(isFutureDate('2026-06-14', today)).toBe(false);
  });

  it('is false for invalid text', () => {
    expect(isFutureDate('2099-02-30', today)).toBe(false);
  });

  it('defaults to the real today', () => {
    expect(isFutureDate('2999-01-01')).toBe(true);
    expect(isFutureDate('2000-01-01')).toBe(false);
  });
});

describe('yearRange', () => {
  it('spans the 100 years up to and including the reference year', () => {
    expect(yearRange('2026-06-15')).toEqual([1927, 2026]);
    const [first, last] = yearRange();
    expect(last).toBe(new Date().getFullYear());
    expect(last - first + 1).toBe(100);
  });

  it('extends to a later maximum date', () => {
    expect(yearRange('2026-06-15', '2030-01-01')).toEqual([1927, 2030]);
    expect(yearRange('2026-06-15', '2020-01-01')).toEqual([1927, 2026]);
  });
});

describe('dateOnlySchema', () => {
  it('parses valid dates and reports invalid ones', () => {
    expect(dateOnlySchema.parse('2026-02-28')).toBe('2026-02-28');
    const result = dateOnlySchema.safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DATE_ONLY_MESSAGE);
  });
});
