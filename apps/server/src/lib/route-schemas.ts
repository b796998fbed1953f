import { errorBodySchema } from '@creditdesk/domain/shared/envelope.schemas';

/** Error answers every authenticated route may give, for the OpenAPI description. */
export const protectedErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const bearer = [{ bearer: [] }];

/** Error answers of a route that takes files: also too large (413) and of the wrong type (415). */
export const uploadErrors = {
  ...protectedErrors,
  413: errorBodySchema,
  415: errorBodySchema,
};
