import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const creditTypesRoutes: FastifyPluginAsyncZod = async () => {};
