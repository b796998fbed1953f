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
