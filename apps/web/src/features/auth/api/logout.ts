import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/auth';

export const logout = (refreshToken: string | null): Promise<null> =>
  api.post<null>('/auth/logout', { refreshToken: refreshToken ?? undefined });

/**
 * Signs out on the server, then ends the session here whatever the server said: a user who
 * asked to sign out must not stay signed in because the call failed.
 */
export const useLogout = ({ onSettled }: { onSettled?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(tokenStorage.getRefreshToken()),
    onSettled: () => {
      tokenStorage.clear();
      queryClient.clear();
      onSettled?.();
    },
  });
};
