import { JSON_DEPTH_MAX } from '@creditdesk/domain/shared/limits';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Invalid } from './errors';

const NUL = '\u0000';

/**
 * True when a value, or any string or key inside it, holds a NUL character. PostgreSQL text cannot
 * hold one, so such input would fail in the database instead of being answered as bad input. The
 * walk keeps its own list of what is left to look at rather than recursing, so no nesting can
 * exhaust the stack.
 */
export const containsNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(element);
      }
    }
  }
  return false;
};

/** Refuses input holding a NUL character with 400. */
export const refuseNul = (...values: unknown[]) => {
  if (values.some(containsNul)) throw new Invalid(REQUEST_MESSAGES.nulCharacter);
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when JSON text opens more than `max` lists and objects inside each other, counted on the
 * text itself (brackets inside strings do not count), before anything parses it.
 */
export const jsonNestsDeeperThan = (text: string, max = JSON_DEPTH_MAX) => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
};

/**
 * True when a parsed value holds more than `max` lists and objects inside each other. It walks
 * with its own list, as `containsNul` does: a megabyte of `[` parses, but a recursive walk (or
 * JSON.stringify) of it would exhaust the stack.
 */
export const valueNestsDeeperThan = (value: unknown, max = JSON_DEPTH_MAX) => {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, depth } = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const element of Object.values(item)) pending.push({ item: element, depth: depth + 1 });
  }
  return false;
};

/** Refuses JSON text nested deeper than `JSON_DEPTH_MAX` with 400. */
export const refuseDeepNesting = (text: string) => {
  if (jsonNestsDeeperThan(text)) throw new Invalid(REQUEST_MESSAGES.nestedTooDeeply);
};
