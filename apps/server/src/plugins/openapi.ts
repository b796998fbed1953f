import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markPublic } from './auth';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'CreditDesk API',
          description:
            'Credit administration back office. Success bodies are { message, response }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The description of the API is public on purpose: it holds no data, only the contract.
    await app.register(async (docs) => {
      docs.addHook('onRoute', markPublic);
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
