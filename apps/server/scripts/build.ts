import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

/**
 * Bundles the server and its command-line tools into `dist/bin` as JavaScript that node runs
 * without a loader, `@creditdesk/domain` inlined (it ships TypeScript sources) and every other
 * package left to node_modules. The bundles sit as deep under apps/server as the sources under
 * `src/<folder>`, so paths the code finds from its own location (the web app's `dist`) hold in
 * both; the migrations and the embedded database's worker are put beside them.
 * A build whose inputs are all older than its last output is skipped: `npm start` calls it
 * every time.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverRoot, 'dist/bin');
const inputsFile = path.join(outdir, 'inputs.json');
/** The worker threads' modules, bundled beside main.js where their starters look for them. */
const WORKER_FOLDERS: Record<string, string> = {
  'pglite-worker': 'db',
  'reading-worker': 'modules/document-reading',
};
const ENTRY_POINTS = [
  'main',
  'audit-verify',
  'backup',
  'restore',
  'storage-migrate',
  'pglite-worker',
  'reading-worker',
].map((name) => ({
  in: path.join(serverRoot, 'src', WORKER_FOLDERS[name] ?? '', `${name}.ts`),
  out: name,
}));

const newestChange = async (files: string[]) => {
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs));
  return Math.max(...times);
};

/** True when no input of the last build (sources, package manifests) changed since. */
const upToDate = async () => {
  try {
    const { inputs, builtAt } = JSON.parse(await readFile(inputsFile, 'utf8')) as {
      inputs: string[];
      builtAt: number;
    };
    return (await newestChange(inputs)) < builtAt;
  } catch {
    // No record of a build, or an input was removed: build.
    return false;
  }
};

const { dependencies = {} } = JSON.parse(
  await readFile(path.join(serverRoot, 'package.json'), 'utf8'),
) as { dependencies?: Record<string, string> };

if (await upToDate()) {
  console.log('server build: up to date');
} else {
  const builtAt = Date.now();
  await rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: ENTRY_POINTS,
    absWorkingDir: serverRoot,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // A dynamic import (the S3 driver) becomes a chunk of its own, loaded when first used.
    splitting: true,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    external: Object.keys(dependencies).filter((name) => name !== '@creditdesk/domain'),
  });
  const migrations = path.join(serverRoot, 'src/db/migrations');
  await cp(migrations, path.join(outdir, 'migrations'), { recursive: true });
  const inputs = [
    ...Object.keys((metafile as Metafile).inputs).map((input) => path.join(serverRoot, input)),
    ...(await readdir(migrations, { recursive: true })).map((file) => path.join(migrations, file)),
    path.join(serverRoot, 'package.json'),
  ];
  await writeFile(inputsFile, JSON.stringify({ inputs, builtAt }));
  console.log(`server build: ${ENTRY_POINTS.length} bundles in ${path.relative('.', outdir)}`);
}
