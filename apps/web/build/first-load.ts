import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk of Vite's build manifest (`build.manifest`), by the source file it was built from. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the sign-in page runs before it shows: the entry, which holds the page and its layout. */
export const SIGN_IN_SOURCES = ['index.html'];

/** At most this much JavaScript, gzipped, before the sign-in page shows (issue 13: 180 KB). */
export const SIGN_IN_BUDGET_BYTES = 180_000;

/**
 * The JavaScript files a page downloads before it shows: the chunks of its sources and every
 * chunk they import statically. Dynamic imports (the other pages) are left out: they load when
 * their page is opened.
 */
export const initialChunks = (manifest: Manifest, sources: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
};

/** The gzipped size of each initial chunk of the sources, read from a build in `outDir`. */
export const initialJavaScript = async (outDir: string, sources: readonly string[]) => {
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return Promise.all(
    initialChunks(manifest, sources).map(async (file) => ({
      file,
      gzipBytes: gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length,
    })),
  );
};
