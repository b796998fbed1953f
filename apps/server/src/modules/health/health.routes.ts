import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@creditdesk/domain/health/health.schemas';
import { publicRoute } from '../../plugins/auth';
import { checkReadiness } from './health.service';

const tags = ['health'];

/**
 * Probes for the load balancer, public on purpose: they tell nothing but up or down. Their
 * answers are bare (no envelope) as balancers and orchestrators expect. A closing instance
 * answers 503 to both (Fastify refuses new requests while it drains), so it leaves the rotation.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Readiness: the database and the file storage answer (503 when either does not)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({ db: app.db, storage: app.storage });
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
