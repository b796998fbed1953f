import { z } from 'zod';
import { TEXTAREA_MAX } from './limits';
import { REQUEST_MESSAGES } from './request.messages';
import { maxCharacters } from './text.schemas';

/**
 * A decision and why: one of `actions`, with a reason trimmed and at most a textarea long, which
 * may be empty except on `mustSayWhy` (a rejection, a refused deferral).
 */
export const decisionBodySchema = <const Actions extends readonly [string, ...string[]]>(
  actions: Actions,
  mustSayWhy: Actions[number],
  messages: { actionRequired: string; reasonRequired: string },
) =>
  z
    .object({
      action: z.enum(actions, { error: messages.actionRequired }),
      reason: maxCharacters(z.string(), TEXTAREA_MAX)
        .refine((value) => !value.includes('\u0000'), REQUEST_MESSAGES.nulCharacter)
        .trim()
        .default(''),
    })
    .refine((body) => body.action !== mustSayWhy || body.reason !== '', {
      message: messages.reasonRequired,
      path: ['reason'],
    });
