import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart body, for the OpenAPI description only: the route reads its
     * parts as a stream (files never wait in memory), so there is no parsed body to validate.
     */
    multipartBody?: z.ZodObject;
  }
}

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
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const multipart = input.route.config?.multipartBody;
        if (!multipart) return transformed;
        return {
          ...transformed,
          schema: {
            ...transformed.schema,
            body: z.toJSONSchema(multipart, { target: 'openapi-3.0', io: 'input' }),
          },
        };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
