import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText } from './reading-fixtures';
import { prepareLanguageFolder } from './reading-languages';
import { createReadingThread, type ReadingThread } from './reading-thread';

let dataDir: string;
let thread: ReadingThread;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-reading-thread-'));
  thread = createReadingThread(await prepareLanguageFolder(dataDir));
});

afterAll(async () => {
  await thread.end();
  await rm(dataDir, { recursive: true, force: true });
});

const pdf = async (nik: string) => ({
  bytes: new Uint8Array(await pdfWithText([`NIK ${nik}`])),
  contentType: 'application/pdf',
});

describe('a reading thread', () => {
  it('reads one file after another', async () => {
    const first = await thread.read(await pdf('3171234567890123'), { timeoutMs: 120_000 });
    const second = await thread.read(await pdf('3172000011112222'), { timeoutMs: 120_000 });
    expect(first).toEqual({ text: expect.stringContaining('3171234567890123') });
    expect(second).toEqual({ text: expect.stringContaining('3172000011112222') });
  });

  it('gives up on a file that outlasts its time, and reads the next in a new thread', async () => {
    // No thread reads a PDF in a millisecond (a warm one takes about 7): the time runs out first.
    expect(await thread.read(await pdf('3171234567890123'), { timeoutMs: 1 })).toEqual({
      timedOut: true,
    });
    expect(await thread.read(await pdf('3172000011112222'), { timeoutMs: 120_000 })).toEqual({
      text: expect.stringContaining('3172000011112222'),
    });
  });

  it('gives up when the reader stops', async () => {
    const stopping = new AbortController();
    const reading = thread.read(await pdf('3171234567890123'), {
      timeoutMs: 120_000,
      signal: stopping.signal,
    });
    stopping.abort();
    expect(await reading).toEqual({ timedOut: true });
  });
});
