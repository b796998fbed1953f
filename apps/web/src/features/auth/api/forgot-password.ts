import type { ForgotPasswordBody } from '@creditdesk/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { postForReceipt, type PasswordReceipt } from './post-for-receipt';

export const forgotPassword = postForReceipt<ForgotPasswordBody>('/auth/forgot-password');

export const useForgotPassword = ({
  onSuccess,
}: { onSuccess?: (receipt: PasswordReceipt, body: ForgotPasswordBody) => void } = {}) =>
  useMutation({
    mutationFn: forgotPassword,
    onSuccess: (receipt, body) => onSuccess?.(receipt, body),
  });
