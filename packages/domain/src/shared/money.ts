import { z } from 'zod';

/**
 * Rupiah amounts. Money is exact: amounts travel as decimal strings and any arithmetic is done on
 * whole sen (hundredths) as BigInt, never as floating-point numbers.
 */
export const RUPIAH_PREFIX = 'Rp ';
export const RUPIAH_THOUSAND_SEPARATOR = '.';
export const RUPIAH_DECIMAL_SEPARATOR = ',';
export const RUPIAH_DECIMALS = 2;

/**
 * An amount as the database keeps it (NUMERIC(20, 2)): at most 18 digits before the decimal point
 * and 2 after. Longer amounts are refused with the field's message instead of overflowing.
 */
export const MONEY_PATTERN = /^\d{1,18}(\.\d{1,2})?$/;

/** A positive amount in MONEY_PATTERN, as a JSON Schema pattern for the API description. */
export const POSITIVE_MONEY_PATTERN = `^(?=.*[1-9])${MONEY_PATTERN.source.slice(1)}`;

/** How the API carries a decimal (ARCHITECTURE: API contract). */
export const decimalWireSchema = z.object({ $numberDecimal: z.string() });
export type DecimalWire = z.infer<typeof decimalWireSchema>;

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d*))?$/;

/** The shortest text of a JS number; tiny exponents are zero at sen precision. */
const numberText = (value: number): string => {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) < 1) return '0';
  throw new RangeError(`Amount out of range: ${text}`);
};

/** The amount in sen, rounded half away from zero to 2 decimals. Throws on anything else. */
const toSen = (value: string | number): bigint => {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  let sen = BigInt(whole) * 100n + BigInt(fraction.padEnd(RUPIAH_DECIMALS, '0').slice(0, 2));
  if ((fraction[RUPIAH_DECIMALS] ?? '0') >= '5') sen += 1n;
  return sign ? -sen : sen;
};

/** 'Rp 1.500.000' or 'Rp 1.500.000,50' from sen. */
const senToRupiah = (sen: bigint): string => {
  const negative = sen < 0n;
  const abs = negative ? -sen : sen;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, RUPIAH_THOUSAND_SEPARATOR);
  const fraction = (abs % 100n).toString().padStart(RUPIAH_DECIMALS, '0');
  const decimals = fraction === '00' ? '' : `${RUPIAH_DECIMAL_SEPARATOR}${fraction}`;
  return `${negative ? '-' : ''}${RUPIAH_PREFIX}${whole}${decimals}`;
};

/** '1500000.50' from sen: always two decimals, as the API sends it. */
const senToDecimal = (sen: bigint): string => {
  const negative = sen < 0n;
  const abs = negative ? -sen : sen;
  const fraction = (abs % 100n).toString().padStart(RUPIAH_DECIMALS, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
};

/**
 * Display text of an amount: 'Rp 1.500.000', 'Rp 1.500.000,50'. Accepts a decimal string
 * ('1500000.5') or a number; more than 2 decimals are rounded half up; empty gives ''.
 * Throws a RangeError for text that is not an amount, which only a bug upstream can produce.
 */
export const formatRupiah = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  return senToRupiah(toSen(value));
};

const RUPIAH_TEXT = /^(?:rp\.?)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{0,2}))?$/i;

/**
 * The decimal string of Rupiah text as a user types it: 'Rp 1.500.000,50' -> '1500000.50',
 * '1.500.000' -> '1500000', '1.500,5' -> '1500.5' (decimals are kept as typed, at most 2).
 * Dots must group thousands, so '1500000.50' (an English decimal point) is refused rather than
 * read as 150000050. Negatives are refused, not stripped: silently dropping a sign would change
 * the amount. Returns null for empty or invalid text.
 */
export const parseRupiah = (text: string | null | undefined): string | null => {
  const compact = (text ?? '').replace(/\s+/g, '');
  const match = RUPIAH_TEXT.exec(compact);
  if (!match) return null;
  const [, grouped, fraction] = match;
  const whole = BigInt(grouped.replaceAll(RUPIAH_THOUSAND_SEPARATOR, '')).toString();
  return fraction ? `${whole}.${fraction}` : whole;
};

/** True when both are amounts and equal to the sen ('1500.5' and '1500.50'). */
export const isSameAmount = (a: string | number, b: string | number): boolean => {
  try {
    return toSen(a) === toSen(b);
  } catch {
    return false;
  }
};

/** The API's decimal wrapper, always with 2 decimals: { $numberDecimal: '1500000.00' }. */
export const toDecimalWire = (value: string | number): DecimalWire => ({
  $numberDecimal: senToDecimal(toSen(value)),
});

/** The decimal string ('1500000.00') of a value the API sent: wrapper, string or number. */
export const fromDecimalWire = (value: DecimalWire | string | number): string =>
  senToDecimal(toSen(typeof value === 'object' ? value.$numberDecimal : value));
