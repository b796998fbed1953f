import type { MessageParams } from './message-index';

/**
 * Why a rule refuses an act: the HTTP status the server answers (403 not this user, 409 not in
 * this state) and the code of the domain's message, with the values it names (each language
 * fills them in). A rule answers
 * undefined when it allows the act, so the server throws what it answers and the web shows an
 * action only when it answers undefined: the two sides cannot drift.
 */
export interface Refusal {
  status: 403 | 409;
  code: string;
  params?: MessageParams;
}

/** Not this user: someone else may (the creator, another approver). */
export const forbidden = (code: string, params?: MessageParams): Refusal => ({
  status: 403,
  code,
  ...(params ? { params } : {}),
});

/** Not in this state: nobody may, until the record changes. */
export const conflict = (code: string, params?: MessageParams): Refusal => ({
  status: 409,
  code,
  ...(params ? { params } : {}),
});
