import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';

// Strict parsing with a format needs the plugin; Mantine's DateInput relies on it as well.
dayjs.extend(customParseFormat);

/** The one date-only format of the API and the UI (spec: yyyy-MM-dd), in dayjs tokens. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Years in a date picker's year dropdown (spec: the dropdown spans 100 years). */
export const YEAR_SPAN = 100;
export const DATE_ONLY_MESSAGE = 'Date must be a valid date in yyyy-MM-dd format';

export type DateLike = Date | Dayjs | string;

const parseDateOnly = (value: string): Dayjs => dayjs(value, DATE_FORMAT, true);

/** True for a real calendar date written exactly as yyyy-MM-dd ('2026-02-30' is refused). */
export const isDateOnly = (value: unknown): value is string =>
  typeof value === 'string' && parseDateOnly(value).isValid();

/** The yyyy-MM-dd of a date, on the local calendar. */
export const toDateOnly = (date: DateLike): string => dayjs(date).format(DATE_FORMAT);

/** True when a yyyy-MM-dd date lies after `today` (by calendar day); false for invalid text. */
export const isFutureDate = (value: string, today: DateLike = dayjs()): boolean =>
  isDateOnly(value) && parseDateOnly(value).isAfter(dayjs(today), 'day');

/**
 * The year dropdown's span as [first, last]: the 100 years up to and including the reference
 * year (default: this year). A `maxDate` later than the reference extends the span to that
 * year, so a permitted future date stays reachable.
 */
export const yearRange = (reference: DateLike = dayjs(), maxDate?: DateLike): [number, number] => {
  const referenceYear = dayjs(reference).year();
  const last = maxDate ? Math.max(referenceYear, dayjs(maxDate).year()) : referenceYear;
  return [referenceYear - YEAR_SPAN + 1, last];
};

/**
 * A date-only field of the API and forms: a real calendar date as yyyy-MM-dd ('2025-02-29',
 * '2026-13-01' and '0000-01-01' are refused with `message`), so no impossible date reaches the
 * database.
 */
export const dateOnly = (message: string = DATE_ONLY_MESSAGE) =>
  z.string({ error: message }).refine(isDateOnly, message);
export const dateOnlySchema = dateOnly();
