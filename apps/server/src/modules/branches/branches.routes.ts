import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const branchesRoutes: FastifyPluginAsyncZod = async () => {};
