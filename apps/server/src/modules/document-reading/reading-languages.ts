import { randomUUID } from 'node:crypto';
import { mkdir, rename, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The languages OCR reads: identity documents are in Indonesian, some forms in English. */
export const OCR_LANGUAGES = ['eng', 'ind'] as const;

/**
 * The LSTM data of a language package installed from the npm registry: tesseract.js reads only
 * LSTM models here, and the `best_int` data holds just those (a third of the full data's size).
 */
const installedData = (code: string) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
    '4.0.0_best_int',
    `${code}.traineddata.gz`,
  );

/**
 * A folder in DATA_DIR that holds every OCR language's data by name, as tesseract.js's `langPath`
 * wants it: each package keeps its data in a folder of its own, so the folder holds links to them.
 */
export const prepareLanguageFolder = async (dataDir: string) => {
  const folder = path.resolve(dataDir, 'reading-languages');
  await mkdir(folder, { recursive: true });
  for (const code of OCR_LANGUAGES) {
    // Made anew at every start, so an upgraded package's data is the one read; renamed into
    // place, since instances sharing DATA_DIR may start together.
    const made = path.join(folder, `${code}.${randomUUID()}.tmp`);
    await symlink(installedData(code), made);
    await rename(made, path.join(folder, `${code}.traineddata.gz`));
  }
  return folder;
};
