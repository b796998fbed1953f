import { describe, expect, it } from 'vitest';
import { csvChunks, neutraliseCell, numberColumn } from './table-export';

describe('neutraliseCell', () => {
  it('defuses anything a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });

  it('leaves ordinary text, numbers, the empty dash and missing values alone', () => {
    expect(neutraliseCell('Jawa Barat')).toBe('Jawa Barat');
    expect(neutraliseCell('-')).toBe('-');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

describe('csvChunks', () => {
  it('quotes commas, quotes and line breaks and numbers the rows across batches', async () => {
    const batches = (async function* () {
      yield [{ name: 'a, "b"' }];
      yield [{ name: 'line\nbreak' }];
    })();
    let csv = '';
    for await (const chunk of csvChunks(
      [numberColumn<{ name: string }>(), { header: 'Name', value: (row) => row.name }],
      batches,
    ))
      csv += chunk;
    expect(csv).toBe('\uFEFFNo,Name\r\n1,"a, ""b"""\r\n2,"line\nbreak"\r\n');
  });
});
