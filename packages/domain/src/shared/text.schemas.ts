import { z } from 'zod';
import { characterCount, TEXT_MAX, TEXTAREA_MAX } from './limits';
import { withParams } from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

export const maxLengthMessage = (max: number, length: number) =>
  withParams(REQUEST_MESSAGES.tooLong, { max: String(max), length: String(length) });

/**
 * `schema` refusing more than `max` characters with the spec's 'Must be N characters or less. Now
 * n characters'; the API description says `maxLength`, counted alike.
 */
export const maxCharacters = <T extends z.ZodString>(schema: T, max: number) =>
  schema
    .refine((value) => characterCount(value) <= max, {
      error: (issue) => maxLengthMessage(max, characterCount(String(issue.input ?? ''))),
    })
    .meta({ maxLength: max });

/** A string capped at `max` characters. */
export const cappedString = (max: number) => maxCharacters(z.string(), max);

/**
 * Text with a character other than white space, and no NUL (refused in any request), as JSON
 * Schema writes it: what a required field holds once trimmed.
 */
const NOT_BLANK = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';

/** A required, trimmed text field: `required` is the spec's '<Field> must be filled' message. */
export const requiredText = (required: string, max: number = TEXT_MAX) =>
  maxCharacters(z.string({ error: required }), max)
    .trim()
    .min(1, required)
    .meta({ pattern: NOT_BLANK });

/** An optional text area; null (sent by clients for an empty value) counts as empty. */
export const optionalTextarea = () => cappedString(TEXTAREA_MAX).trim().nullish();
