import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/lib/session-keys';
import {
  initialJavaScript,
  readManifest,
  SIGN_IN_BUDGET_BYTES,
  SIGN_IN_SOURCES,
} from './first-load';
import { SIGNED_IN_CHUNKS } from './session-preload';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir = '';

afterAll(async () => {
  vi.unstubAllEnvs();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Runs the session preload script on a page whose storage holds `stored`; the links it adds. */
const preloadsWith = (script: string, stored: Record<string, string>) => {
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  runInNewContext(script, { localStorage: storage, sessionStorage: storage, document });
  return links.map(({ rel, href }) => `${rel} ${href}`);
};

describe('first load', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'creditdesk-web-'));
    // Vitest runs with NODE_ENV=test, which would build React's development code.
    vi.stubEnv('NODE_ENV', 'production');
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    // A production build of the whole app: seconds alone, minutes on a busy machine.
  }, 300_000);

  it('keeps the sign-in page under its JavaScript budget', async () => {
    const chunks = await initialJavaScript(outDir, SIGN_IN_SOURCES);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

    // The chunks are named in the failure, so a regression shows which import pulled code in.
    expect({ total, chunks }).toEqual({
      total: expect.toSatisfy((bytes: number) => bytes <= SIGN_IN_BUDGET_BYTES),
      chunks,
    });
  });

  it('asks for the signed-in chunks from the page head only when the browser holds a session', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const src = /<script async src="([^"]+session-preload-[^"]+\.js)"><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    const script = await readFile(path.join(outDir, src ?? ''), 'utf8');
    const manifest = await readManifest(outDir);
    const signedIn = Object.values(manifest)
      .filter((chunk) => chunk.name && SIGNED_IN_CHUNKS.includes(chunk.name))
      .map((chunk) => `modulepreload /${chunk.file}`)
      .sort();

    expect(signedIn).toHaveLength(SIGNED_IN_CHUNKS.length);
    expect(preloadsWith(script, {})).toEqual([]);
    expect(preloadsWith(script, { [ACCESS_TOKEN_KEY]: 'only an access token' })).toEqual([]);
    expect(preloadsWith(script, { [REFRESH_TOKEN_KEY]: 'r-1' }).sort()).toEqual(signedIn);
  });
});
