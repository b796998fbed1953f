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
 * zod's rules under codes of ours (zod's English cannot be translated): the code of each, and the
 * issue's detail that fills each of its values.
 */
const RULE_MESSAGES: Record<string, { code: string; params: Record<string, string> }> = {
  invalid_type: { code: REQUEST_MESSAGES.invalidType, params: { expected: 'expected' } },
  too_small: { code: REQUEST_MESSAGES.tooSmall, params: { origin: 'origin', minimum: 'minimum' } },
  too_big: { code: REQUEST_MESSAGES.tooBig, params: { origin: 'origin', maximum: 'maximum' } },
  invalid_format: { code: REQUEST_MESSAGES.invalidFormat, params: { format: 'format' } },
  invalid_value: { code: REQUEST_MESSAGES.invalidOption, params: { options: 'values' } },
  unrecognized_keys: { code: REQUEST_MESSAGES.unrecognizedKeys, params: { keys: 'keys' } },
};

/**
 * The message of a zod issue as a code with its values: the schema's own message when it gave
 * one of the tables, else zod's rule under its code (`RULE_MESSAGES`).
 */
export const issueMessage = (issue: IssueLike): string => {
  if (issue.message !== undefined && codedMessageOf(issue.message)) return issue.message;
  const rule =
    issue.code !== undefined && Object.hasOwn(RULE_MESSAGES, issue.code)
      ? RULE_MESSAGES[issue.code]
      : undefined;
  if (!rule) return REQUEST_MESSAGES.invalidInput;
  return withParams(
    rule.code,
    Object.fromEntries(
      Object.entries(rule.params).map(([param, name]) => [param, listed(detail(issue, name))]),
    ),
  );
};
