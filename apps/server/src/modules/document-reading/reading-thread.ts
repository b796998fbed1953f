import { Worker } from 'node:worker_threads';

/**
 * The worker's module beside this one: JavaScript in the server's build (scripts/build.ts bundles
 * it as reading-worker.js), TypeScript from the sources, where the thread registers tsx itself
 * (a worker thread of Node 20 does not inherit its loader), as the embedded database's does.
 */
const workerScript = import.meta.url.endsWith('.js')
  ? `import(${JSON.stringify(new URL('./reading-worker.js', import.meta.url).href)});`
  : `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./reading-worker.ts', import.meta.url).href)});
});`;

/** What reading one file came to: its text, or why there is none. */
export type ThreadOutcome = { text: string | null } | { failed: string } | { timedOut: true };

/**
 * Reads one file's text in a worker thread, so that parsing and OCR never hold the server's event
 * loop, and ends the thread when `timeoutMs` has passed or `signal` aborts: a file that hangs
 * pdf.js or tesseract takes no more than its time, and its memory goes with its thread.
 */
export const readInThread = (
  file: { bytes: Uint8Array; contentType: string },
  options: { languageFolder: string; timeoutMs: number; signal?: AbortSignal },
) =>
  new Promise<ThreadOutcome>((resolve) => {
    const worker = new Worker(workerScript, {
      eval: true,
      workerData: { ...file, languageFolder: options.languageFolder },
    });
    let settled = false;
    const settle = (outcome: ThreadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      resolve(outcome);
      void worker.terminate();
    };
    const stop = () => settle({ timedOut: true });
    const timer = setTimeout(stop, options.timeoutMs);
    options.signal?.addEventListener('abort', stop);
    worker.on('message', (message: ThreadOutcome) => settle(message));
    worker.on('error', (error) => settle({ failed: error.message }));
    worker.on('exit', (code) => settle({ failed: `reading thread exited with ${code}` }));
  });
