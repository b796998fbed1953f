import { Worker } from 'node:worker_threads';
import { workerScript } from '../../db/worker-script';

const readingWorker = workerScript(import.meta.url, 'reading-worker');

/** What reading one file came to: its text, or why there is none. */
export type ThreadOutcome = { text: string | null } | { failed: string } | { timedOut: true };

/** A thread with nothing to read for this long is ended, and the memory of OCR goes with it. */
const IDLE_MS = 60_000;

/**
 * A worker thread that reads files one at a time, so that parsing and OCR never hold the server's
 * event loop. The thread is kept from one file to the next (pdf.js, tesseract and the languages
 * load once, not for every upload) and ended when a file outlasts `timeoutMs` or `signal`
 * aborts, so that a file that hangs pdf.js or tesseract takes no more than its time, when an
 * error ends it, and after a minute with nothing to read. The next file starts a new one.
 */
export const createReadingThread = (languageFolder: string) => {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;

  const end = () => {
    clearTimeout(idle);
    const ending = worker;
    worker = undefined;
    return ending?.terminate();
  };

  const read = (
    file: { bytes: Uint8Array; contentType: string },
    options: { timeoutMs: number; signal?: AbortSignal },
  ) =>
    new Promise<ThreadOutcome>((resolve) => {
      clearTimeout(idle);
      worker ??= new Worker(readingWorker, { eval: true, workerData: { languageFolder } });
      const thread = worker;
      let settled = false;
      const settle = (outcome: ThreadOutcome, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', stop);
        thread.off('message', answered).off('error', failed).off('exit', exited);
        if (keep) {
          // An idle thread does not keep a process that has nothing else to do from ending.
          thread.unref();
          idle = setTimeout(() => void end(), IDLE_MS).unref();
        } else if (worker === thread) void end();
        resolve(outcome);
      };
      const stop = () => settle({ timedOut: true }, false);
      const answered = (outcome: ThreadOutcome) => settle(outcome, true);
      const failed = (error: Error) => settle({ failed: error.message }, false);
      const exited = (code: number) =>
        settle({ failed: `reading thread exited with ${code}` }, false);
      const timer = setTimeout(stop, options.timeoutMs);
      options.signal?.addEventListener('abort', stop);
      thread.on('message', answered).on('error', failed).on('exit', exited);
      thread.ref();
      thread.postMessage(file);
    });

  return { read, end };
};

export type ReadingThread = ReturnType<typeof createReadingThread>;
