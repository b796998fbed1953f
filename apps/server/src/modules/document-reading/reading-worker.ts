import { parentPort, workerData } from 'node:worker_threads';
import { fileText } from './file-text';

/** One file read in a thread of its own (reading-thread.ts), which ends when the text is sent. */
const { bytes, contentType, languageFolder } = workerData as {
  bytes: Uint8Array;
  contentType: string;
  languageFolder: string;
};

try {
  parentPort?.postMessage({ text: (await fileText(bytes, contentType, languageFolder)) ?? null });
} catch (error) {
  parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
