import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isExportQuery } from '../core/route-schemas';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** A route whose 200 is a file's bytes (`fileAnswer`): a download, not a JSON answer. */
const answersFile = (route: RouteOptions) => {
  const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
  const success = answers[200];
  return typeof success === 'object' && success !== null && 'content' in success;
};

/**
 * Whether a route's answers are JSON worth compressing: the API's own routes, but not its
 * downloads or exports. Stored files and workbooks are compressed already, and an export
 * streams as it is read; the web app's files are compressed at build time (static-web).
 */
export const compressesAnswers = (route: RouteOptions) =>
  route.url.startsWith('/api/v1/') &&
  !answersFile(route) &&
  !isExportQuery(route.schema?.querystring);

/**
 * JSON answers of the API over 1 KB are compressed when the client asks: branch offices reach the
 * server over slow links, and a list page of JSON shrinks to a quarter or less, for under 0.1 ms
 * of CPU. Gzip first: on a list page brotli (quality 4) took 1.4-2x its CPU for answers 3-5%
 * smaller (bench/RESULTS.md, Compressed JSON answers); a client that takes only brotli gets it.
 * Request bodies are not decompressed: the web app never sends them compressed, and a few bytes
 * of gzip can inflate to megabytes.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Before the compression plugin's own onRoute hook, which reads the route's `compress`.
    app.addHook('onRoute', (route) => {
      if (!compressesAnswers(route)) route.compress = false;
    });
    await app.register(compress, {
      encodings: ['gzip', 'br'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
