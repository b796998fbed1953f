import type { resetTokenStatusSchema } from '@creditdesk/domain/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

export const checkResetToken = (token: string): Promise<ResetTokenStatus> =>
  api.get<ResetTokenStatus>('/auth/forgot-password/sync', { params: { token } });

export const checkResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authQueryKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export const useCheckResetToken = (token: string) =>
  useQuery({ ...checkResetTokenQueryOptions(token), enabled: token.length > 0 });
