import type { ChangePasswordBody } from '@creditdesk/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { postForReceipt, type PasswordReceipt } from './post-for-receipt';

export const changePassword = postForReceipt<ChangePasswordBody>('/auth/change-password');

export const useChangePassword = ({
  onSuccess,
}: { onSuccess?: (receipt: PasswordReceipt) => void } = {}) =>
  useMutation({ mutationFn: changePassword, onSuccess: (receipt) => onSuccess?.(receipt) });
