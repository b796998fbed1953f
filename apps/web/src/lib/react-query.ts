import { QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a second try; network trouble and 5xx might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/**
 * After a write: what the key holds is read again. A read still on its way was sent before the
 * write, and a query's first read is not started again by an invalidation (it joins the one on
 * its way), so those are cancelled first: a search typed just before an unarchive would
 * otherwise keep showing the row it moved.
 */
export const readAgain = async (queryClient: QueryClient, queryKey: QueryKey) => {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
};
