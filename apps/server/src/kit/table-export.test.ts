import { describe, expect, it, vi } from 'vitest';
import { csvChunks, labelColumn, neutraliseCell, numberColumn, readAhead } from './table-export';

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

  it('writes a batch a group of rows at a time, the event loop turning before each group', async () => {
    const events: string[] = [];
    let turning = true;
    const turn = () => {
      events.push('turn');
      if (turning) setImmediate(turn);
    };
    const batches = (async function* () {
      events.push('batch');
      yield Array.from({ length: 120 }, (_, index) => ({ name: `row ${index}` }));
    })();
    setImmediate(turn);
    const chunks = csvChunks(
      [{ header: 'Name', value: (row: { name: string }) => row.name }],
      batches,
    );
    for await (const chunk of chunks) events.push(`${chunk.split('\r\n').length - 1} rows`);
    turning = false;
    const written = events.slice(events.indexOf('batch'));
    expect(written.filter((event) => event !== 'turn')).toEqual([
      'batch',
      '50 rows',
      '50 rows',
      '20 rows',
    ]);
    written.forEach((event, index) => {
      if (event.endsWith('rows')) expect(written[index - 1]).toBe('turn');
    });
  });
});

describe('labelColumn', () => {
  const status = labelColumn<{ status: string | null }, 'open'>(
    'Status',
    10,
    { en: { open: 'Open' }, id: { open: 'Terbuka' } },
    (row) => row.status,
  );

  it("names a stored word by its table in the requester's language", () => {
    expect(status.value({ status: 'open' }, 0, 'en')).toBe('Open');
    expect(status.value({ status: 'open' }, 0, 'id')).toBe('Terbuka');
  });

  it("keeps a stored value the table does not hold, and reads '-' for none", () => {
    expect(status.value({ status: 'legacy' }, 0, 'id')).toBe('legacy');
    expect(status.value({ status: 'toString' }, 0, 'id')).toBe('toString');
    expect(status.value({ status: null }, 0, 'id')).toBe('-');
  });
});

describe('readAhead', () => {
  /** A source of three batches that notes when each is asked for and when the caller closes it. */
  const tracked = () => {
    const events: string[] = [];
    async function* source() {
      try {
        for (const batch of [1, 2, 3]) {
          events.push(`read ${batch}`);
          yield batch;
        }
      } finally {
        events.push('closed');
      }
    }
    return { events, batches: source() };
  };

  it('asks for the next batch before the caller has written this one', async () => {
    const { events, batches } = tracked();
    const written: number[] = [];
    for await (const batch of readAhead(batches)) {
      await Promise.resolve();
      events.push(`write ${batch}`);
      written.push(batch);
    }
    expect(written).toEqual([1, 2, 3]);
    expect(events.indexOf('read 2')).toBeLessThan(events.indexOf('write 1'));
    expect(events.indexOf('read 3')).toBeLessThan(events.indexOf('write 2'));
    expect(events.filter((event) => event === 'closed')).toHaveLength(1);
  });

  it('closes the source when the caller stops early', async () => {
    const { events, batches } = tracked();
    for await (const batch of readAhead(batches)) if (batch === 1) break;
    await vi.waitFor(() => expect(events).toContain('closed'));
    expect(events).not.toContain('read 3');
  });
});
