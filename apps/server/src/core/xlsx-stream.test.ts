import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as turnOfTheLoop } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeWorkbook, type SheetCell } from './xlsx-stream';

async function* groupsOf(...groups: SheetCell[][][]) {
  yield* groups;
}

const readBack = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

describe('writeWorkbook', () => {
  it('writes a workbook a spreadsheet reads back: bold frozen header, widths, every value', async () => {
    const output = new PassThrough();
    const written = buffer(output);
    const columns = Array.from({ length: 28 }, (_, index) => ({
      header: `Column ${index + 1}`,
      width: 10 + index,
    }));
    const wide = Array.from({ length: 28 }, (_, index) => index);
    await writeWorkbook(output, {
      name: 'Credit <Applications> & Co',
      columns,
      rows: groupsOf(
        [
          ['a & b <c> "d"', '  spaced  ', 'bell\u0007gone', 'Rp 1.000 ✓ 😀', '', -12.5],
          ["'=1+1", 'line\nbreak', 0, 1e21],
        ],
        [wide],
      ),
    });
    const workbook = await readBack(await written);
    expect(workbook.creator).toBe('CreditDesk');
    const [sheet] = workbook.worksheets;
    expect(sheet?.name).toBe('Credit <Applications> & Co');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getColumn(1).width).toBe(10);
    expect(sheet?.getColumn(28).width).toBe(37);
    expect(sheet?.getRow(1).getCell(28).value).toBe('Column 28');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'a & b <c> "d"',
      '  spaced  ',
      'bellgone',
      'Rp 1.000 ✓ 😀',
      undefined,
      -12.5,
    ]);
    expect(sheet?.getRow(3).values).toEqual([undefined, "'=1+1", 'line\nbreak', 0, 1e21]);
    expect(sheet?.getRow(4).getCell(27).value).toBe(26);
    expect(sheet?.getRow(4).getCell(28).address).toBe('AB4');
    expect(sheet?.rowCount).toBe(4);
  });

  it('reads no further rows while the client has not taken what was written', async () => {
    let asked = 0;
    async function* manyGroups() {
      for (; asked < 2_000;) {
        asked++;
        yield Array.from({ length: 50 }, (_, row) => [`row ${asked}-${row}`, Math.random()]);
      }
    }
    const output = new PassThrough({ highWaterMark: 1024 });
    const writing = writeWorkbook(output, {
      name: 'Rows',
      columns: [
        { header: 'Text', width: 12 },
        { header: 'Number', width: 12 },
      ],
      rows: manyGroups(),
    });
    for (let turn = 0; turn < 200; turn++) await turnOfTheLoop();
    expect(asked).toBeLessThan(2_000);
    const workbook = await readBack(await buffer(output));
    await writing;
    expect(asked).toBe(2_000);
    expect(workbook.worksheets[0]?.rowCount).toBe(100_001);
  });

  it('stops with an error when the client goes away, instead of waiting for it', async () => {
    async function* endless() {
      for (let group = 0; ; group++) yield [[`group ${group}`, Math.random()]];
    }
    const output = new PassThrough({ highWaterMark: 1024 });
    const writing = writeWorkbook(output, {
      name: 'Rows',
      columns: [{ header: 'Text', width: 12 }],
      rows: endless(),
    });
    for (let turn = 0; turn < 50; turn++) await turnOfTheLoop();
    output.destroy();
    await expect(writing).rejects.toThrow('The client went away');
  });
});
