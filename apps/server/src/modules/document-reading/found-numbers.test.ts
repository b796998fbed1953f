import { describe, expect, it } from 'vitest';
import { findNumbers } from './found-numbers';

describe('the numbers found in a file', () => {
  it('finds a labelled NIK, NPWP with its dots and dash, and NIB', () => {
    const text = [
      'PROVINSI DKI JAKARTA',
      'NIK : 3171234567890123',
      'NPWP: 01.234.567.8-901.000',
      'NIB 1234567890123',
    ].join('\n');
    expect(findNumbers(text)).toEqual({
      nik: ['3171234567890123'],
      npwp: ['012345678901000'],
      nib: ['1234567890123'],
    });
  });

  it('lists labelled numbers before those judged by their length alone', () => {
    const text = 'Ref 3172000000000001\nNIK 3171234567890123';
    expect(findNumbers(text).nik).toEqual(['3171234567890123', '3172000000000001']);
  });

  it('takes a 16-digit NPWP by its label, not as a NIK', () => {
    expect(findNumbers('Nomor NPWP 3171 2345 6789 0123')).toEqual({
      nik: [],
      npwp: ['3171234567890123'],
      nib: [],
    });
  });

  it('splits two numbers on one line, and ignores runs of other lengths', () => {
    expect(findNumbers('NIB 1234567890123 1234567890123456 tel 0812 3456 789')).toEqual({
      nik: ['1234567890123456'],
      npwp: [],
      nib: ['1234567890123'],
    });
  });

  it('finds nothing in text without such numbers', () => {
    expect(findNumbers('Surat keterangan usaha, 12 Januari 2025')).toEqual({
      nik: [],
      npwp: [],
      nib: [],
    });
  });
});
