import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';
import { issueMessage } from '@creditdesk/domain/shared/issue-messages';
import { codedMessageOf, englishMessage } from '@creditdesk/domain/shared/message-codes';
import type { CodedMessage } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { refusalFromDatabase } from '../core/database-errors';
import { DomainError, invalidFields } from '../core/errors';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body: the message's code and values, and its English text filled from them. */
export const errorBody = (
  statusCode: number,
  { code, params }: CodedMessage,
  details?: FieldError[],
) => ({
  statusCode,
  error: reasonPhrases[statusCode] ?? 'Error',
  message: englishMessage(code, params),
  code,
  ...(params ? { params } : {}),
  ...(details ? { details } : {}),
});

/** Codes for the answers Fastify and its plugins give in their own words, by status. */
const messageByStatus: Record<number, string> = {
  401: AUTH_MESSAGES.tokenMissing,
  403: REQUEST_MESSAGES.forbidden,
  404: REQUEST_MESSAGES.routeNotFound,
  406: REQUEST_MESSAGES.notAcceptable,
  413: REQUEST_MESSAGES.tooLarge,
  415: REQUEST_MESSAGES.unsupportedMediaType,
  429: AUTH_MESSAGES.rateLimited,
};

/** A 4xx that did not come from our code: its message when it is one of ours, else by status. */
const clientErrorMessage = (statusCode: number, message: string): CodedMessage =>
  codedMessageOf(message) ?? { code: messageByStatus[statusCode] ?? REQUEST_MESSAGES.badRequest };

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
        return reply.code(404).send(errorBody(404, { code: REQUEST_MESSAGES.notFound }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const invalid = invalidFields(
          error.validation.map((issue) => ({
            path: fieldPath(issue.instancePath, issue.params?.missingProperty),
            message: issueMessage({ ...issue.params, code: issue.keyword, message: issue.message }),
          })),
        );
        return reply.code(400).send(errorBody(400, invalid, invalid.details));
      }
      if (error instanceof DomainError) {
        return reply.code(error.statusCode).send(errorBody(error.statusCode, error, error.details));
      }
      const refused = refusalFromDatabase(error);
      if (refused) {
        // Bad input that only the database noticed: answered 400, logged to find the schema gap.
        if (refused.statusCode === 400)
          request.log.warn({ err: error }, 'the database refused a value of the request');
        return reply.code(refused.statusCode).send(errorBody(refused.statusCode, refused));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode < 500) {
        return reply
          .code(statusCode)
          .send(errorBody(statusCode, clientErrorMessage(statusCode, error.message)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, { code: REQUEST_MESSAGES.serverError }));
    });
  },
  { name: 'errors' },
);
