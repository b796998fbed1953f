import type { FastifyInstance } from 'fastify';

/**
 * Closes the app as a load-balanced instance should: it stops taking connections (and answers 503
 * on kept-alive ones), lets the requests in flight finish, uploads included, then closes the
 * jobs and the database. Requests still running after `graceMs` are cut off.
 */
export const closeWithin = async (
  app: FastifyInstance,
  graceMs: number,
): Promise<'drained' | 'cut'> => {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn({ graceMs }, 'shutdown grace period over: closing the requests still running');
      app.server.closeAllConnections();
      resolve('cut');
    }, graceMs);
  });
  try {
    return await Promise.race([app.close().then(() => 'drained' as const), cut]);
  } finally {
    clearTimeout(timer);
  }
};
