import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys } from './groups-query-keys';

export const createGroup = (body: GroupBody) => api.post<Group>('/master-data/group', body);

export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKeys.all }),
  });
};
