import { z } from 'zod';

/** Every success body: `{ message, response }` (ARCHITECTURE: API contract). */
export const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ message: z.string(), response });

/**
 * Every list body: `{ message, response: { data, total } }`. `totalCapped` is true when the list
 * holds more than `total` (the most a list counts row by row): the web shows '10,000+'.
 */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  envelope(
    z.object({
      data: z.array(item),
      total: z.number().int(),
      totalCapped: z
        .boolean()
        .optional()
        .meta({ description: 'true when the list holds more rows than total (10,000+)' }),
    }),
  );

/** The values a message names (`{{until}}`), for the web to fill into its own language. */
const messageParamsSchema = z.record(z.string(), z.string());

/**
 * `code` names the message in the domain tables (shared/message-codes), for the web to translate;
 * `message` is its English text, filled from `params`.
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string(),
  params: messageParamsSchema.optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  params: messageParamsSchema.optional(),
  details: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageOnlySchema = envelope(z.null());
