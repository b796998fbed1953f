import { once } from 'node:events';
import os from 'node:os';
import { PassThrough, Writable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ZipStream } from '../apps/server/src/core/zip-stream';
import { publishResults } from './bench-support';

/**
 * The zip writer behind the XLSX export (`lib/zip-stream.ts`, written by hand) against yazl, the
 * maintained library that would replace it: each writes the files of an export's workbook, six
 * small parts and a sheet of 40,000 rows of 20 columns handed over 250 rows at a time, into a
 * stream that takes every byte at once. The sheet's text is made once beforehand, so only the
 * zip writing is measured. RUNS runs of each after a warm-up, in turn (A B A B ...), so a drift of
 * the shared machine hits both; CPU time is the process's (zlib's threads included). Writes the
 * "Zip writer" section of bench/RESULTS.md.
 * Usage: npm run bench:zip
 */
const ROWS = 40_000;
const COLUMNS = 20;
const GROUP = 250;
const RUNS = 7;

const SMALL_PARTS = Array.from({ length: 6 }, (_, index) => ({
  name: `part-${index}.xml`,
  text: `<?xml version="1.0"?><part n="${index}">${'<item kind="fixed"/>'.repeat(40)}</part>`,
}));

/** Sheet XML as an export writes it: numbers, dates, names and text that repeats as data does. */
const SHEET_GROUPS = Array.from({ length: ROWS / GROUP }, (_, group) =>
  Array.from({ length: GROUP }, (_, offset) => {
    const row = group * GROUP + offset + 2;
    const cells = Array.from({ length: COLUMNS }, (_, column) => {
      const ref = `${String.fromCharCode(65 + column)}${row}`;
      if (column % 4 === 0) return `<c r="${ref}"><v>${row * 1000 + column}</v></c>`;
      const text =
        column % 4 === 1
          ? `2026-${String((row % 12) + 1).padStart(2, '0')}-15`
          : column % 4 === 2
            ? `Debitur ${row % 997} of branch ${column}`
            : `Credit application ${row} in status ${['Draft', 'Open', 'Completed'][row % 3]}`;
      return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
    });
    return `<row r="${row}">${cells.join('')}</row>`;
  }).join(''),
);

type Writer = (output: Writable) => Promise<void>;

const handWritten: Writer = async (output) => {
  const zip = new ZipStream(output);
  for (const part of SMALL_PARTS) zip.addFile(part.name, part.text);
  await zip.addStream('sheet.xml', async (append) => {
    for (const group of SHEET_GROUPS) await append(group);
  });
  zip.finish();
};

const yazl: Writer = async (output) => {
  const zip = new ZipFile();
  zip.outputStream.pipe(output);
  for (const part of SMALL_PARTS) zip.addBuffer(Buffer.from(part.text), part.name);
  const sheet = new PassThrough();
  zip.addReadStream(sheet, 'sheet.xml');
  for (const group of SHEET_GROUPS) if (!sheet.write(group)) await once(sheet, 'drain');
  sheet.end();
  zip.end();
};

const measure = async (writer: Writer) => {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const finished = once(sink, 'finish');
  const cpu = process.cpuUsage();
  const started = performance.now();
  await writer(sink);
  await finished;
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, bytes };
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await measure(handWritten);
await measure(yazl);
type Result = Awaited<ReturnType<typeof measure>>;
const runs: { handWritten: Result[]; yazl: Result[] } = { handWritten: [], yazl: [] };
for (let run = 0; run < RUNS; run++) {
  runs.handWritten.push(await measure(handWritten));
  runs.yazl.push(await measure(yazl));
}
const row = (name: string, results: Result[]) =>
  `| ${name} | ${median(results.map((r) => r.cpu)).toFixed(0)} | ${median(results.map((r) => r.wall)).toFixed(0)} | ${(results[0]!.bytes / 1e6).toFixed(2)} |`;
const ratios = runs.yazl.map((result, index) => result.cpu / runs.handWritten[index]!.cpu);

await publishResults('Zip writer', [
  `Run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
  '',
  `One workbook's files (six small parts and a sheet of ${ROWS.toLocaleString('en-US')} rows of ${COLUMNS} columns, handed over ${GROUP} rows at a time; the text made beforehand) zipped into a stream that takes every byte at once. Medians of ${RUNS} runs of each, in turn, after a warm-up; milliseconds, CPU of the whole process (zlib's threads included).`,
  '',
  '| writer | CPU ms | wall ms | zip MB |',
  '| --- | ---: | ---: | ---: |',
  row('hand-written (`lib/zip-stream.ts`)', runs.handWritten),
  row('yazl 3', runs.yazl),
  '',
  `yazl / hand-written, CPU, pair by pair: median ${median(ratios).toFixed(2)} (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}).`,
  "Both deflate at zlib's default level; yazl computes CRC-32 in JavaScript (buffer-crc32) where the hand-written writer uses zlib's. Run it with `npm run bench:zip`.",
]);
