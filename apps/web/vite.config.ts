import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Smaller files gain nothing worth a second request header's work. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every text asset of the build, at the strongest levels: the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
const precompress = (): Plugin => ({
  name: 'creditdesk-precompress',
  apply: 'build',
  async writeBundle({ dir }) {
    if (!dir) return;
    const files = await readdir(dir, { recursive: true });
    await Promise.all(
      files
        .filter((file) => COMPRESSIBLE.test(file))
        .map(async (file) => {
          const source = path.join(dir, file);
          const bytes = await readFile(source);
          if (bytes.length < MIN_BYTES) return;
          const [brotli, gzipped] = await Promise.all([
            promisify(brotliCompress)(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
            promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(`${source}.br`, brotli),
            writeFile(`${source}.gz`, gzipped),
          ]);
        }),
    );
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // The API server runs beside the dev server; the sign-in page (/api/auth/signin) stays here.
    proxy: { '/api/v1': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
