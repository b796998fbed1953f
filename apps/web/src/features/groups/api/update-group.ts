import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupsQueryKeys } from './groups-query-keys';

export const updateGroup = ({ id, body }: { id: string; body: GroupBody }) =>
  api.put<Group>(`/master-data/group/${id}`, body);

export const useUpdateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKeys.all }),
  });
};
