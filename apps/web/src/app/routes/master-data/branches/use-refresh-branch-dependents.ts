import { useQueryClient } from '@tanstack/react-query';
import { groupsQueryKeys } from '../../../../features/groups/api/groups-query-keys';
import { usersQueryKeys } from '../../../../features/users/api/users-query-keys';

/**
 * Groups (their branch lists) and users (their areas) show branch names; after a branch
 * changes they refetch instead of waiting for their cache to go stale.
 */
export const useRefreshBranchDependents = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: groupsQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
  };
};
