import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a production build of the web app is made from: its sources, the domain package it
 * bundles, its configuration and the lockfile (a changed dependency changes the bundle).
 */
export const buildInputs = (webRoot: string) => {
  const repoRoot = path.resolve(webRoot, '../..');
  return {
    folders: [path.join(webRoot, 'src'), path.join(repoRoot, 'packages/domain/src')],
    files: [
      ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((file) =>
        path.join(webRoot, file),
      ),
      path.join(repoRoot, 'tsconfig.base.json'),
      path.join(repoRoot, 'package-lock.json'),
    ],
  };
};

/** Where a build records the hash of its inputs, beside Vite's manifest. */
export const stampFile = (outDir: string) => path.join(outDir, '.vite', 'build-inputs.sha256');

const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * One SHA-256 over every input's path and bytes, in a fixed order: equal hashes mean the last
 * build was made from these very files, whatever their modification times (a fresh checkout
 * touches every file).
 */
export const hashBuildInputs = async (webRoot: string) => {
  const { folders, files } = buildInputs(webRoot);
  const all = [...files, ...(await Promise.all(folders.map(filesUnder))).flat()].sort();
  const hash = createHash('sha256');
  for (const file of all) {
    hash.update(path.relative(webRoot, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** The hash the build in outDir was stamped with, or null when there is no stamped build. */
export const stampedHash = async (outDir: string) => {
  try {
    await access(path.join(outDir, 'index.html'));
    return (await readFile(stampFile(outDir), 'utf8')).trim();
  } catch {
    return null;
  }
};
