import type { MailNotices } from '@creditdesk/domain/preferences/preferences.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

export const getMailNotices = () => api.get<MailNotices>('/auth/me/mail-notices');

export const updateMailNotices = (notices: MailNotices) =>
  api.put<MailNotices>('/auth/me/mail-notices', notices);

/** Which mails the signed-in user gets of the applications he must act on. */
export const useMailNotices = () =>
  useQuery({ queryKey: authQueryKeys.mailNotices(), queryFn: getMailNotices });

/** Saves the switches; the cached choice follows the server's answer. */
export const useUpdateMailNotices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailNotices,
    onSuccess: (notices) => queryClient.setQueryData(authQueryKeys.mailNotices(), notices),
  });
};
