import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const debitursRoutes: FastifyPluginAsyncZod = async () => {};
