import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { ChangePasswordBody, receiptSchema } from '@creditdesk/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ChangePasswordReceipt = z.infer<typeof receiptSchema>;

export const changePassword = (body: ChangePasswordBody): Promise<ChangePasswordReceipt> =>
  api.post<ChangePasswordReceipt>('/auth/change-password', body, {
    fallbackMessage: AUTH_MESSAGES.forgotPasswordFailed,
  });

export const useChangePassword = ({
  onSuccess,
}: { onSuccess?: (receipt: ChangePasswordReceipt) => void } = {}) =>
  useMutation({ mutationFn: changePassword, onSuccess: (receipt) => onSuccess?.(receipt) });
