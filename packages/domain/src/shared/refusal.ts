import type { MessageParams } from './message-index';

/**
 * Why a rule refuses an act: the HTTP status the server answers (403 not this user, 409 not in
 * this state) and the message of the domain's tables, with the values it names. A rule answers
 * undefined when it allows the act, so the server throws what it answers and the web shows an
 * action only when it answers undefined: the two sides cannot drift.
 */
export interface Refusal {
  status: 403 | 409;
  message: string;
  params?: MessageParams;
}

/** Not this user: someone else may (the creator, another approver). */
export const forbidden = (message: string): Refusal => ({ status: 403, message });

/** Not in this state: nobody may, until the record changes. */
export const conflict = (message: string): Refusal => ({ status: 409, message });
