import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './secrets';

/** JWT_SECRET when set; else one generated on first start and kept in DATA_DIR. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string) => {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
