import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Invalid } from './errors';

const NUL = '\u0000';

/**
 * True when a value, or any string or key inside it, holds a NUL character. PostgreSQL text cannot
 * hold one, so such input would fail in the database instead of being answered as bad input.
 */
export const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item));
  return false;
};

/** Refuses input holding a NUL character with 400. */
export const refuseNul = (...values: unknown[]) => {
  if (values.some(containsNul)) throw new Invalid(REQUEST_MESSAGES.nulCharacter);
};
