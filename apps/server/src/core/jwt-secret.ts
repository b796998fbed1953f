import { keptSecret } from './kept-secret';

/** JWT_SECRET when set; else one generated on first start and kept in DATA_DIR. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string) =>
  keptSecret(configured, dataDir, 'jwt-secret');
