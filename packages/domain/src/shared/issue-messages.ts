import { codedMessageOf } from './message-codes';
import { withParams } from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

/** What the message of a zod issue needs of it (the server also reads Fastify's copies of them). */
export type IssueLike = { code?: string; message?: string } & object;

const detail = (issue: IssueLike, name: string): unknown =>
  (issue as Record<string, unknown>)[name];

const listed = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');

/**
 * The message of a zod issue as a code with its values: the schema's own message when it gave
 * one of the tables, else zod's rule under a code of ours (zod's English cannot be translated).
 */
export const issueMessage = (issue: IssueLike): string => {
  if (issue.message !== undefined && codedMessageOf(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return withParams(REQUEST_MESSAGES.invalidType, {
        expected: listed(detail(issue, 'expected')),
      });
    case 'too_small':
      return withParams(REQUEST_MESSAGES.tooSmall, {
        origin: listed(detail(issue, 'origin')),
        minimum: listed(detail(issue, 'minimum')),
      });
    case 'too_big':
      return withParams(REQUEST_MESSAGES.tooBig, {
        origin: listed(detail(issue, 'origin')),
        maximum: listed(detail(issue, 'maximum')),
      });
    case 'invalid_format':
      return withParams(REQUEST_MESSAGES.invalidFormat, {
        format: listed(detail(issue, 'format')),
      });
    case 'invalid_value':
      return withParams(REQUEST_MESSAGES.invalidOption, {
        options: listed(detail(issue, 'values')),
      });
    case 'unrecognized_keys':
      return withParams(REQUEST_MESSAGES.unrecognizedKeys, { keys: listed(detail(issue, 'keys')) });
    default:
      return REQUEST_MESSAGES.invalidInput;
  }
};
