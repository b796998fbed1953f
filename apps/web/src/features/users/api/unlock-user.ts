import type { User } from '@creditdesk/domain/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** Lifts a user's sign-in lock from every address; answers the user as he is now. */
export const unlockUser = (id: string) => api.post<User>(`/master-data/user/${id}/unlock`);

export const useUnlockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: (user, id) => {
      queryClient.setQueryData(usersQueryKeys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists() });
    },
  });
};
