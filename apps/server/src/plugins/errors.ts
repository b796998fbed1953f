import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refusalFromDatabase } from '../core/database-errors';
import { messageCode } from '@creditdesk/domain/shared/message-codes';
import { fillMessage, type MessageParams } from '@creditdesk/domain/shared/message-index';
import { DomainError, fieldError, NotFound } from '../core/errors';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body; with `params`, `message` is the template they fill and its code is sent. */
export const errorBody = (
  statusCode: number,
  message: string,
  details?: unknown,
  params?: MessageParams,
) => {
  const code = messageCode(message);
  return {
    statusCode,
    error: reasonPhrases[statusCode] ?? 'Error',
    message: params ? fillMessage(message, params) : message,
    ...(code === undefined ? {} : { code }),
    ...(params ? { params } : {}),
    ...(details ? { details } : {}),
  };
};

const fieldPath = (instancePath: string, missingProperty: unknown) =>
  [instancePath.replace(/^\//, '').replaceAll('/', '.'), missingProperty]
    .filter((part) => typeof part === 'string' && part !== '')
    .join('.');

/** One place maps every error to the contract's error body; 5xx details stay in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Refused before its body was read (a file too large or of the wrong type): the client is
      // still sending it, so the connection is closed rather than left to wait behind the rest.
      if (error.statusCode === 413 || request.raw.complete === false)
        reply.header('connection', 'close');
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
        // A malformed id in the path names nothing that exists.
        const notFound = new NotFound();
        return reply.code(404).send(errorBody(404, notFound.message));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) =>
          fieldError(
            fieldPath(issue.instancePath, issue.params?.missingProperty),
            issue.message ?? 'Invalid value',
          ),
        );
        return reply
          .code(400)
          .send(errorBody(400, details[0]?.message ?? 'Invalid input', details));
      }
      if (error instanceof DomainError) {
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.message, error.details, error.params));
      }
      const refused = refusalFromDatabase(error);
      if (refused) {
        // Bad input that only the database noticed: answered 400, logged to find the schema gap.
        if (refused.statusCode === 400)
          request.log.warn({ err: error }, 'the database refused a value of the request');
        return reply.code(refused.statusCode).send(errorBody(refused.statusCode, refused.message));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode < 500) {
        return reply.code(statusCode).send(errorBody(statusCode, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    });
  },
  { name: 'errors' },
);
