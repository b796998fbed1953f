import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './secrets';

/** The secret kept in DATA_DIR under `fileName`, or undefined when none was generated yet. */
export const readKeptSecret = (dataDir: string, fileName: string) => {
  const file = path.resolve(dataDir, fileName);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

/** `configured` when set; else the secret kept in DATA_DIR, generated on first use (0600). */
export const keptSecret = (configured: string | undefined, dataDir: string, fileName: string) => {
  if (configured) return configured;
  const kept = readKeptSecret(dataDir, fileName);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(path.resolve(dataDir, fileName), secret, { mode: 0o600 });
  return secret;
};
