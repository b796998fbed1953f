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
    // The first-load test sums the sign-in page's chunks from it, on the build the journeys use.
    manifest: true,
    rolldownOptions: {
      output: {
        // Five files instead of some 180: over HTTP/1.1 the first signed-in page queued about 100
        // small chunks behind six connections, and its API calls behind them (docs/decisions.md,
        // First load). The groups follow what a visit needs: the sign-in page, the notifications
        // it loads after showing, the Indonesian texts on first use, then the signed-in area.
        codeSplitting: {
          groups: [
            { name: 'sign-in', tags: ['$initial'], priority: 5 },
            {
              name: 'notifications',
              test: /node_modules[\\/]@mantine[\\/]notifications/,
              priority: 4,
            },
            { name: 'indonesian', test: /src[\\/]i18n[\\/]locales[\\/]id/, priority: 3 },
            // The dashboard's charts (its lazy component) and what only they use, read when the
            // dashboard shows them.
            {
              name: 'charts',
              test: /features[\\/]dashboard[\\/]components[\\/](dashboard-charts|chart-[a-z]+)\.tsx?$|node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3)[\\/]/,
              priority: 3,
              // React, Mantine and the app's own kit stay where the other pages read them.
              includeDependenciesRecursively: false,
            },
            { name: 'libraries', test: /node_modules/, priority: 2 },
            { name: 'signed-in', priority: 1 },
          ],
        },
      },
    },
  },
});
