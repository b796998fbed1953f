import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@creditdesk/domain/shared/envelope.schemas';
import {
  errorStatuses,
  exportAnswer,
  exportBusyAnswer,
  isExportQuery,
} from '../core/route-schemas';
import { markPublic } from './auth';
import { linkCreatesToTheirRecord } from './openapi-links';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart body, for the OpenAPI description only: the route reads its
     * parts as a stream (files never wait in memory), so there is no parsed body to validate.
     * Its JSON body, when it takes one too, is the same fields without the files, unless
     * `jsonBody` describes it.
     */
    multipartBody?: z.ZodObject;
    /** The JSON body of a multipart route that reads it itself, for the description only. */
    jsonBody?: z.ZodType;
  }
}

type JsonSchema = { properties?: Record<string, { format?: string }>; required?: string[] };

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });

/** The multipart fields as a JSON body: the same fields without the file parts. */
const withoutFiles = (schema: JsonSchema): JsonSchema => {
  const files = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties ?? {}).filter(([name]) => !files.includes(name)),
    ),
    required: schema.required?.filter((name) => !files.includes(name)),
  };
};

/**
 * The answers a route declares, completed for the description: the error answers its shape allows
 * (lib/route-schemas: errorStatuses) and, for a list export, the file it sends and its 503.
 */
const completeAnswers = (schema: FastifySchema, route: RouteOptions): FastifySchema => {
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const answers: Record<string, unknown> = { ...declared };
  if (isExportQuery(schema.querystring)) {
    answers[200] ??= exportAnswer;
    answers[503] ??= exportBusyAnswer;
  }
  for (const status of errorStatuses(route)) answers[status] ??= errorBodySchema;
  return { ...schema, response: answers };
};

/** A multipart route's request body: its form, and the JSON body it also reads. */
const multipartRequestBody = (route: RouteOptions, consumes: unknown) => {
  const { multipartBody, jsonBody } = route.config ?? {};
  if (!multipartBody) return undefined;
  const form = toJsonSchema(multipartBody) as JsonSchema;
  const content: Record<string, { schema: unknown }> = {
    'multipart/form-data': { schema: form },
  };
  if (Array.isArray(consumes) && consumes.includes('application/json'))
    content['application/json'] = {
      schema: jsonBody ? toJsonSchema(jsonBody) : withoutFiles(form),
    };
  return { content };
};

interface MultipartMedia {
  schema?: { properties?: Record<string, { type?: string; oneOf?: unknown[] }> };
  encoding?: Record<string, { contentType: string }>;
}
type Operations = Record<string, { requestBody?: { content?: Record<string, MultipartMedia> } }>;

/**
 * A multipart part holding an object or a list is JSON text (the routes parse it so: a user's
 * area, a debitur's data, an application's facilities): its encoding says so, or a client would
 * send a list as repeated parts.
 */
const declareJsonParts = (paths: Record<string, Operations | undefined>) => {
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations ?? {})) {
      const media = operation.requestBody?.content?.['multipart/form-data'];
      const properties = Object.entries(media?.schema?.properties ?? {});
      const jsonParts = properties.filter(
        ([, part]) => part.type === 'object' || part.type === 'array' || part.oneOf,
      );
      if (media && jsonParts.length > 0)
        media.encoding = Object.fromEntries(
          jsonParts.map(([name]) => [name, { contentType: 'application/json' }]),
        );
    }
};

interface StringRules {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  [keyword: string]: unknown;
}

/** Text holding no NUL character, as JSON Schema writes it. */
const WITHOUT_NUL = '^[^\\u0000]*$';
const NESTED_SCHEMAS = ['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties'];

/**
 * Gives every free text of a request a pattern refusing NUL: the server refuses a NUL anywhere
 * in a request (lib/input-guard), so the description says so. Text with a pattern, an enum or a
 * binary format already holds none.
 */
const refuseNulIn = (schema: unknown): void => {
  if (!schema || typeof schema !== 'object') return;
  const rules = schema as StringRules;
  if (rules.type === 'string' && !rules.pattern && !rules.enum && rules.format !== 'binary')
    rules.pattern = WITHOUT_NUL;
  for (const keyword of NESTED_SCHEMAS) {
    const nested = rules[keyword];
    if (Array.isArray(nested)) nested.forEach(refuseNulIn);
    else if (keyword === 'properties' && nested && typeof nested === 'object')
      Object.values(nested).forEach(refuseNulIn);
    else refuseNulIn(nested);
  }
};

interface RequestParts {
  parameters?: { schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

const refuseNulInRequests = (paths: Record<string, Record<string, RequestParts> | undefined>) => {
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations ?? {})) {
      for (const parameter of operation.parameters ?? []) refuseNulIn(parameter.schema);
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        refuseNulIn(media.schema);
    }
};

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'CreditDesk API',
          description:
            'Credit administration back office. Success bodies are { message, response }; ' +
            'errors are { statusCode, error, message, details? }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        const { schema, route } = input;
        if (!schema || schema.hide) return jsonSchemaTransform(input);
        const transformed = jsonSchemaTransform({
          ...input,
          schema: completeAnswers(schema, route),
        });
        const body = multipartRequestBody(route, schema.consumes);
        return body ? { ...transformed, schema: { ...transformed.schema, body } } : transformed;
      },
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const paths = document.openapiObject.paths ?? {};
        declareJsonParts(paths as Record<string, Operations>);
        refuseNulInRequests(paths as Record<string, Record<string, RequestParts>>);
        linkCreatesToTheirRecord(paths as Parameters<typeof linkCreatesToTheirRecord>[0]);
        return document.openapiObject;
      },
    });
    // The description of the API is public on purpose: it holds no data, only the contract.
    await app.register(async (docs) => {
      docs.addHook('onRoute', markPublic);
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
