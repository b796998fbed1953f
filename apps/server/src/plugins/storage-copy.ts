import { createHash } from 'node:crypto';
import type { Storage } from './storage';

/** SHA-256 of the bytes passing through, taken while they stream on. */
const hashing = (source: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  const stream = (async function* () {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  })();
  return { stream, digest: () => hash.digest('hex') };
};

const sha256Of = async (storage: Storage, key: string) => {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const { stream, digest } = hashing(stored);
  for await (const chunk of stream) void chunk;
  return digest();
};

export interface CopyReport {
  copied: string[];
  /** Keys whose copy did not read back with the original's SHA-256 (the copy was removed). */
  mismatched: string[];
}

/**
 * Copies every file of `source` to `target`, streamed, and reads each copy back to compare its
 * SHA-256 with the original's. Cut-off temporary files are left for the sweep. Running it again
 * copies everything again, so a run that stopped half-way is simply repeated.
 */
export const copyStorage = async (
  source: Storage,
  target: Storage,
  onFile: (key: string, outcome: 'copied' | 'mismatched') => void = () => undefined,
): Promise<CopyReport> => {
  const report: CopyReport = { copied: [], mismatched: [] };
  for await (const { key } of source.list()) {
    if (key.endsWith('.tmp')) continue;
    const original = await source.get(key);
    if (!original) continue;
    const { stream, digest } = hashing(original);
    await target.put(key, stream);
    if ((await sha256Of(target, key)) === digest()) {
      report.copied.push(key);
      onFile(key, 'copied');
    } else {
      await target.remove(key);
      report.mismatched.push(key);
      onFile(key, 'mismatched');
    }
  }
  return report;
};
