import { parentPort, workerData } from 'node:worker_threads';
import { fileText } from './file-text';

/** The reading thread (reading-thread.ts): reads each file it is sent and answers its text. */
const { languageFolder } = workerData as { languageFolder: string };

const answer = async ({ bytes, contentType }: { bytes: Uint8Array; contentType: string }) => {
  try {
    return { text: (await fileText(bytes, contentType, languageFolder)) ?? null };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
};

parentPort?.on('message', (file: { bytes: Uint8Array; contentType: string }) => {
  void answer(file).then((outcome) => parentPort?.postMessage(outcome));
});
