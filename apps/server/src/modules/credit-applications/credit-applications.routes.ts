import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const creditApplicationsRoutes: FastifyPluginAsyncZod = async () => {};
