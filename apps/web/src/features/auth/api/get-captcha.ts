import type { Captcha } from '@creditdesk/domain/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/** A captcha lives 5 minutes on the server; a fresh one is fetched shortly before that. */
const CAPTCHA_RENEW_MS = 4.5 * 60 * 1000;

export const getCaptcha = (): Promise<Captcha> => api.get<Captcha>('/auth/captcha');

export const getCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.captcha(),
    queryFn: getCaptcha,
    staleTime: CAPTCHA_RENEW_MS,
    refetchInterval: CAPTCHA_RENEW_MS,
    gcTime: 0,
  });

export const useCaptcha = () => useQuery(getCaptchaQueryOptions());
