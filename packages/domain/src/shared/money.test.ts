import { describe, expect, it } from 'vitest';
import { formatRupiah, fromDecimalWire, isSameAmount, parseRupiah, toDecimalWire } from './money';

describe('formatRupiah', () => {
  it('groups thousands with dots behind the Rp prefix', () => {
    expect(formatRupiah('1500000')).toBe('Rp 1.500.000');
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah('0')).toBe('Rp 0');
    expect(formatRupiah('999')).toBe('Rp 999');
    expect(formatRupiah('1000')).toBe('Rp 1.000');
  });

  it('shows decimals with a comma and drops ,00', () => {
    expect(formatRupiah('1500000.50')).toBe('Rp 1.500.000,50');
    expect(formatRupiah('1500000.5')).toBe('Rp 1.500.000,50');
    expect(formatRupiah(1500000.5)).toBe('Rp 1.500.000,50');
    expect(formatRupiah('1500000.00')).toBe('Rp 1.500.000');
    expect(formatRupiah('0.05')).toBe('Rp 0,05');
  });

  it('rounds beyond 2 decimals half up, carrying into the whole part', () => {
    expect(formatRupiah('1.005')).toBe('Rp 1,01');
    expect(formatRupiah('1.004')).toBe('Rp 1');
    expect(formatRupiah('999.995')).toBe('Rp 1.000');
  });

  it('stays exact beyond float precision', () => {
    expect(formatRupiah('12345678901234567890.12')).toBe('Rp 12.345.678.901.234.567.890,12');
    expect(formatRupiah(0.1 + 0.2)).toBe('Rp 0,30');
  });

  it('gives empty text for no value and throws for text that is no amount', () => {
    expect(formatRupiah('')).toBe('');
    expect(formatRupiah(null)).toBe('');
    expect(() => formatRupiah('abc')).toThrow(RangeError);
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseRupiah', () => {
  it('reads Rupiah text into a decimal string', () => {
    expect(parseRupiah('Rp 1.500.000')).toBe('1500000');
    expect(parseRupiah('Rp 1.500.000,50')).toBe('1500000.50');
    expect(parseRupiah('1.500.000,5')).toBe('1500000.5');
    expect(parseRupiah('1500000')).toBe('1500000');
    expect(parseRupiah('Rp1.500')).toBe('1500');
    expect(parseRupiah(' Rp 0,75 ')).toBe('0.75');
    expect(parseRupiah('1.500,')).toBe('1500');
    expect(parseRupiah('007')).toBe('7');
  });

  it('returns null for empty or invalid text', () => {
    expect(parseRupiah('')).toBeNull();
    expect(parseRupiah('   ')).toBeNull();
    expect(parseRupiah('Rp ')).toBeNull();
    expect(parseRupiah(null)).toBeNull();
    expect(parseRupiah('abc')).toBeNull();
    expect(parseRupiah('1,234')).toBeNull();
    expect(parseRupiah('1.500.000,505')).toBeNull();
  });

  it('refuses a dot that does not group thousands', () => {
    expect(parseRupiah('1500000.50')).toBeNull();
    expect(parseRupiah('1.50.000')).toBeNull();
  });

  it('refuses negatives rather than stripping the sign', () => {
    expect(parseRupiah('-1.500')).toBeNull();
    expect(parseRupiah('Rp -1.500')).toBeNull();
  });

  it('round-trips with formatRupiah', () => {
    expect(parseRupiah(formatRupiah('98765432.10'))).toBe('98765432.10');
  });
});

describe('isSameAmount', () => {
  it('compares to the sen', () => {
    expect(isSameAmount('1500.5', '1500.50')).toBe(true);
    expect(isSameAmount('1500', 1500)).toBe(true);
    expect(isSameAmount('1500.5', '1500.05')).toBe(false);
    expect(isSameAmount('x', 'x')).toBe(false);
  });
});

describe('decimal wire', () => {
  it('wraps an amount with two decimals', () => {
    expect(toDecimalWire('1500000')).toEqual({ $numberDecimal: '1500000.00' });
    expect(toDecimalWire('1500000.5')).toEqual({ $numberDecimal: '1500000.50' });
    expect(toDecimalWire(1500000.5)).toEqual({ $numberDecimal: '1500000.50' });
    expect(toDecimalWire('0.07')).toEqual({ $numberDecimal: '0.07' });
  });

  it('reads the wrapper, a string or a number', () => {
    expect(fromDecimalWire({ $numberDecimal: '1500000.00' })).toBe('1500000.00');
    expect(fromDecimalWire({ $numberDecimal: '1500000.5' })).toBe('1500000.50');
    expect(fromDecimalWire('250')).toBe('250.00');
    expect(fromDecimalWire(250.25)).toBe('250.25');
  });

  it('throws for a wrapper that holds no amount', () => {
    expect(() => fromDecimalWire({ $numberDecimal: 'NaN' })).toThrow(RangeError);
  });
});
