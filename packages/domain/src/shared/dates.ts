import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { REQUEST_MESSAGES } from './request.messages';

// Strict parsing with a format needs the plugin; Mantine's DateInput relies on it as well.
dayjs.extend(customParseFormat);
// The bank's calendar is a named zone, whatever the zone of the machine or the browser.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The one date-only format of the API and the UI (spec: yyyy-MM-dd), in dayjs tokens. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Years in a date picker's year dropdown (spec: the dropdown spans 100 years). */
export const YEAR_SPAN = 100;

export type DateLike = Date | Dayjs | string;

const parseDateOnly = (value: string): Dayjs => dayjs(value, DATE_FORMAT, true);

/** True for a real calendar date written exactly as yyyy-MM-dd ('2026-02-30' is refused). */
export const isDateOnly = (value: unknown): value is string =>
  typeof value === 'string' && parseDateOnly(value).isValid();

/** The bank's calendar when TZ_BUSINESS is not set. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Jakarta';

/** True for a time zone name the runtime knows, such as Asia/Jakarta or UTC. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

let businessZone = DEFAULT_BUSINESS_TIME_ZONE;

/**
 * Sets the calendar of every date-only default and rule in this process: the server sets its
 * TZ_BUSINESS at start, the web app the zone the server names. One bank, one calendar, so the
 * schemas (shared by both sides) read it here rather than take it as an argument.
 */
export const setBusinessTimeZone = (zone: string) => {
  if (!isTimeZone(zone)) throw new Error(`Unknown time zone: ${zone}`);
  businessZone = zone;
};

export const businessTimeZone = () => businessZone;

/** The yyyy-MM-dd on the bank's calendar at a moment (a record's creation, say). */
export const toBusinessDate = (moment: DateLike, zone: string = businessZone): string =>
  dayjs(moment).tz(zone).format(DATE_FORMAT);

/** The one format of a moment (a call, a signing step): yyyy-MM-dd HH:mm, in dayjs tokens. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

/** A moment as yyyy-MM-dd HH:mm on the bank's clock, the same on the server and in any browser. */
export const toBusinessDateTime = (moment: DateLike, zone: string = businessZone): string =>
  dayjs(moment).tz(zone).format(DATE_TIME_FORMAT);

/** A yyyy-MM-dd date and an HH:mm time on the bank's clock as an ISO moment with its offset. */
export const fromBusinessDateTime = (
  date: string,
  time: string,
  zone: string = businessZone,
): string => dayjs.tz(`${date} ${time}`, DATE_TIME_FORMAT, zone).format();

/** The yyyy-MM-dd it is at `now` in `zone`: the bank's today, not the machine's. */
export const businessToday = (zone: string = businessZone, now: DateLike = new Date()): string =>
  toBusinessDate(now, zone);

/**
 * True when a yyyy-MM-dd date lies after `today` (yyyy-MM-dd; default: the bank's today); false
 * for invalid text.
 */
export const isFutureDate = (value: string, today: string = businessToday()): boolean =>
  isDateOnly(value) && value > today;

/**
 * The year dropdown's span as [first, last]: the 100 years up to and including the reference
 * year (default: this year on the bank's calendar). A `maxDate` later than the reference extends the span to that
 * year, so a permitted future date stays reachable.
 */
export const yearRange = (
  reference: DateLike = businessToday(),
  maxDate?: DateLike,
): [number, number] => {
  const referenceYear = dayjs(reference).year();
  const last = maxDate ? Math.max(referenceYear, dayjs(maxDate).year()) : referenceYear;
  return [referenceYear - YEAR_SPAN + 1, last];
};

const MONTH_DAY = '(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';

/**
 * What a date-only field looks like, for the API description: year 0000, month 13 and day 32 are
 * refused by the pattern (isDateOnly also refuses 02-30, which `format: date` says).
 */
export const DATE_ONLY_FORMAT = {
  format: 'date',
  pattern: `^(?!0000)\\d{4}-${MONTH_DAY}$`,
} as const;

/**
 * A pattern of the four-digit years from 1000 to `year`, one alternative per digit that can be
 * lower (2025: 2025, 1xxx, 20[0-1]x, 202[0-4]).
 */
export const yearsUpTo = (year: number): string => {
  const digits = String(year);
  const lower = [...digits].flatMap((digit, index) => {
    const lowest = index === 0 ? 1 : 0;
    const rest = '\\d'.repeat(digits.length - index - 1);
    return Number(digit) > lowest
      ? [`${digits.slice(0, index)}[${lowest}-${Number(digit) - 1}]${rest}`]
      : [];
  });
  return `(?:${[digits, ...lower].join('|')})`;
};

/**
 * A date-only field that may not lie in the future (a date of birth), for the API description: a
 * pattern holds no calendar, so it allows the years before this one only. It is the stricter
 * side of the rule: a client that keeps to it is never refused.
 */
export const pastDateFormat = (today: string = businessToday()) => ({
  format: 'date',
  pattern: `^${yearsUpTo(Number(today.slice(0, 4)) - 1)}-${MONTH_DAY}$`,
  description: "Not after today on the bank's calendar (TZ_BUSINESS)",
});

/**
 * A date-only field of the API and forms: a real calendar date as yyyy-MM-dd ('2025-02-29',
 * '2026-13-01' and '0000-01-01' are refused with `message`), so no impossible date reaches the
 * database.
 */
export const dateOnly = (message: string = REQUEST_MESSAGES.dateOnly) =>
  z.string({ error: message }).refine(isDateOnly, message).meta(DATE_ONLY_FORMAT);
export const dateOnlySchema = dateOnly();

/**
 * A period such as a tenor, '2026-12-01 – 2029-12-01'. A Draft may know one end only: the other
 * is left open ('2026-12-01 –') rather than shown as a second empty value; with neither it is '-'.
 */
export const dateRangeText = (start?: string | null, end?: string | null): string =>
  start || end
    ? [start, end]
        .map((date) => date ?? '')
        .join(' – ')
        .trim()
    : '-';
