import type { CurrentUser } from '@creditdesk/domain/auth/current-user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

export const getMe = (): Promise<CurrentUser> => api.get<CurrentUser>('/auth/me');

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.me(),
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
  });

export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeQueryOptions(), enabled });
