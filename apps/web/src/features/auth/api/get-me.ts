import type { Me } from '@creditdesk/domain/auth/current-user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applyLanguage } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/** The signed-in user; his language applies before the first page of the session renders. */
export const getMe = async (): Promise<Me> => {
  const me = await api.get<Me>('/auth/me');
  await applyLanguage(me.user.language);
  return me;
};

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.me(),
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
  });

export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeQueryOptions(), enabled });
