import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendInvitation = (id: string) =>
  api.post<null>(`/master-data/user/${id}/invitation`);

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
