import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputs, hashBuildInputs, stampedHash, stampFile } from './build-inputs';

let repoRoot = '';
let webRoot = '';

beforeAll(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'creditdesk-build-inputs-'));
  webRoot = path.join(repoRoot, 'apps/web');
  const { folders, files } = buildInputs(webRoot);
  await Promise.all(
    folders.map((folder) => mkdir(path.join(folder, 'nested'), { recursive: true })),
  );
  await Promise.all(files.map((file) => writeFile(file, `${path.basename(file)}\n`)));
  await writeFile(path.join(webRoot, 'src/nested/page.tsx'), 'export const page = 1;\n');
  await writeFile(path.join(repoRoot, 'packages/domain/src/rule.ts'), 'export const rule = 1;\n');
});
afterAll(() => rm(repoRoot, { recursive: true, force: true }));

describe('the inputs of the web build', () => {
  it('hash the same until a source, the domain or the lockfile changes, whatever the file times', async () => {
    const first = await hashBuildInputs(webRoot);
    const page = path.join(webRoot, 'src/nested/page.tsx');
    await utimes(page, new Date(), new Date());
    expect(await hashBuildInputs(webRoot)).toBe(first);

    for (const [file, changed] of [
      [page, 'export const page = 2;\n'],
      [path.join(repoRoot, 'packages/domain/src/rule.ts'), 'export const rule = 2;\n'],
      [path.join(repoRoot, 'package-lock.json'), '{"lockfileVersion": 3}\n'],
    ] as const) {
      const before = await hashBuildInputs(webRoot);
      await writeFile(file, changed);
      expect(await hashBuildInputs(webRoot), file).not.toBe(before);
    }
  });

  it('count as built only with the stamp of a build that left its index.html', async () => {
    const outDir = path.join(webRoot, 'dist');
    expect(await stampedHash(outDir)).toBeNull();
    await mkdir(path.dirname(stampFile(outDir)), { recursive: true });
    await writeFile(stampFile(outDir), 'abc\n');
    expect(await stampedHash(outDir)).toBeNull();
    await writeFile(path.join(outDir, 'index.html'), '<!doctype html>');
    expect(await stampedHash(outDir)).toBe('abc');
  });
});
