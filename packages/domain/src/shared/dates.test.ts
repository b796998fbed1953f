import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessTimeZone,
  businessToday,
  DATE_FORMAT,
  dateOnlySchema,
  dateRangeText,
  DEFAULT_BUSINESS_TIME_ZONE,
  isDateOnly,
  isFutureDate,
  isTimeZone,
  setBusinessTimeZone,
  toBusinessDate,
  yearRange,
} from './dates';

afterEach(() => {
  vi.useRealTimers();
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
});

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

describe('toBusinessDate', () => {
  it("gives a moment's date on the bank's calendar", () => {
    expect(toBusinessDate('2026-01-05T16:59:00Z')).toBe('2026-01-05');
    expect(toBusinessDate('2026-01-05T17:00:00Z')).toBe('2026-01-06');
    expect(toBusinessDate(new Date('2026-12-31T23:00:00Z'), 'UTC')).toBe('2026-12-31');
  });
});

describe('isFutureDate', () => {
  const today = '2026-06-15';

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

  it("counts days on the bank's calendar, not the machine's", () => {
    // 18:30 UTC on 24 November is already 01:30 on 25 November in Jakarta (UTC+7).
    vi.useFakeTimers({ now: new Date('2026-11-24T18:30:00Z'), toFake: ['Date'] });
    expect(businessTimeZone()).toBe('Asia/Jakarta');
    expect(isFutureDate('2026-11-25')).toBe(false);
    expect(isFutureDate('2026-11-26')).toBe(true);
    setBusinessTimeZone('UTC');
    expect(isFutureDate('2026-11-25')).toBe(true);
  });
});

describe('businessToday', () => {
  const now = new Date('2026-11-24T18:30:00Z');

  it("is the date in the bank's zone at the given moment", () => {
    expect(businessToday('Asia/Jakarta', now)).toBe('2026-11-25');
    expect(businessToday('UTC', now)).toBe('2026-11-24');
    expect(businessToday('America/New_York', now)).toBe('2026-11-24');
  });

  it('uses the zone set for the process by default', () => {
    expect(businessToday(undefined, now)).toBe('2026-11-25');
    setBusinessTimeZone('Europe/London');
    expect(businessToday(undefined, now)).toBe('2026-11-24');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
    expect(businessTimeZone()).toBe('Asia/Jakarta');
  });
});

describe('yearRange', () => {
  it('spans the 100 years up to and including the reference year', () => {
    expect(yearRange('2026-06-15')).toEqual([1927, 2026]);
    const [first, last] = yearRange();
    expect(last).toBe(Number(businessToday().slice(0, 4)));
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
    expect(result.error?.issues[0]?.message).toBe('request.dateOnly');
  });
});

describe('dateRangeText', () => {
  it('shows both ends, an open end, or a single dash', () => {
    expect(dateRangeText('2026-12-01', '2029-12-01')).toBe('2026-12-01 – 2029-12-01');
    expect(dateRangeText('2026-12-01', null)).toBe('2026-12-01 –');
    expect(dateRangeText(undefined, '2029-12-01')).toBe('– 2029-12-01');
    expect(dateRangeText(null, null)).toBe('-');
  });
});
