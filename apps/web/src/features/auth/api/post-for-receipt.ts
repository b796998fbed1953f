import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { receiptSchema } from '@creditdesk/domain/auth/auth.schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `token` is a receipt for the check-your-mail page, never the reset secret itself. */
export type PasswordReceipt = z.infer<typeof receiptSchema>;

/** A password call that answers a receipt; a refusal without a message reads as the reset's. */
export const postForReceipt =
  <Body>(path: string) =>
  (body: Body): Promise<PasswordReceipt> =>
    api.post<PasswordReceipt>(path, body, {
      fallbackMessage: AUTH_MESSAGES.forgotPasswordFailed,
    });
