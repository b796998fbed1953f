import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { ForgotPasswordBody, receiptSchema } from '@creditdesk/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `token` is a receipt for the check-your-mail page, never the reset secret itself. */
export type ForgotPasswordReceipt = z.infer<typeof receiptSchema>;

export const forgotPassword = (body: ForgotPasswordBody): Promise<ForgotPasswordReceipt> =>
  api.post<ForgotPasswordReceipt>('/auth/forgot-password', body, {
    fallbackMessage: AUTH_MESSAGES.forgotPasswordFailed,
  });

export const useForgotPassword = ({
  onSuccess,
}: { onSuccess?: (receipt: ForgotPasswordReceipt, body: ForgotPasswordBody) => void } = {}) =>
  useMutation({
    mutationFn: forgotPassword,
    onSuccess: (receipt, body) => onSuccess?.(receipt, body),
  });
