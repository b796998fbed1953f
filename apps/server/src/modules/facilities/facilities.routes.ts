import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const facilitiesRoutes: FastifyPluginAsyncZod = async () => {};
