import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { markPublic } from './auth';
import { errorBody } from './errors';

const defaultWebRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

const isApiPath = (url: string) => url.startsWith('/api/v1') || url.startsWith('/api/docs');
/**
 * A build's files: one that is not there is a chunk of another build (a page opened before a
 * deploy), and index.html in its place would fail on its MIME type, leaving a blank screen.
 */
const isAssetPath = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built web app; every other GET path (the spec's /api/auth/signin included) gets
 * index.html so the client router can take it. Unknown API paths and build files answer 404 in
 * the contract.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webRoot?: string }) => {
    const root = options.webRoot ?? defaultWebRoot;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      // reply.sendFile for the not-found handler below; the files' own routes come next.
      // The build writes .br and .gz beside each asset; they are sent as they are.
      await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
      // The web app's files are public on purpose: signing in happens inside them.
      await app.register(async (files) => {
        files.addHook('onRoute', markPublic);
        await files.register(fastifyStatic, {
          root,
          wildcard: false,
          index: false,
          decorateReply: false,
          preCompressed: true,
          setHeaders: (reply, filePath) => {
            const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (
        request.method !== 'GET' ||
        isApiPath(request.url) ||
        isAssetPath(request.url) ||
        !built
      ) {
        return reply.code(404).send(errorBody(404, { code: REQUEST_MESSAGES.routeNotFound }));
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['auth'] },
);
