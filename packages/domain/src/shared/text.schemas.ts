import { z } from 'zod';
import { TEXT_MAX, TEXTAREA_MAX } from './limits';
import { withParams } from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

export const maxLengthMessage = (max: number, length: number) =>
  withParams(REQUEST_MESSAGES.tooLong, { max: String(max), length: String(length) });

/** A string capped at `max` with the spec's 'Must be N characters or less. Now n characters'. */
export const cappedString = (max: number) =>
  z.string().max(max, {
    error: (issue) => maxLengthMessage(max, String(issue.input ?? '').length),
  });

/** A required, trimmed text field: `required` is the spec's '<Field> must be filled' message. */
export const requiredText = (required: string, max: number = TEXT_MAX) =>
  z
    .string({ error: required })
    .max(max, { error: (issue) => maxLengthMessage(max, String(issue.input ?? '').length) })
    .trim()
    .min(1, required);

/** An optional text area; null (sent by clients for an empty value) counts as empty. */
export const optionalTextarea = () => cappedString(TEXTAREA_MAX).trim().nullish();
