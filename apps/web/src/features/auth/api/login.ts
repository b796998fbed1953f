import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { LoginBody, TokenPair } from '@creditdesk/domain/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberedEmail, tokenStorage } from '../../../lib/auth';
import { authQueryKeys } from './auth-query-keys';

export const login = (body: LoginBody): Promise<TokenPair> =>
  api.post<TokenPair>('/auth/login', body, { fallbackMessage: AUTH_MESSAGES.signInFailed });

/** Signs in, starts the session and keeps (or forgets) the email for Remember Me. */
export const useLogin = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (tokens, body) => {
      const rememberMe = body.rememberMe ?? false;
      tokenStorage.startSession(tokens, rememberMe);
      if (rememberMe) rememberedEmail.save(body.email.trim());
      else rememberedEmail.forget();
      queryClient.removeQueries({ queryKey: authQueryKeys.me() });
      onSuccess?.();
    },
  });
};
