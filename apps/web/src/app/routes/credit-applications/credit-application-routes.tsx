import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import type { CreditApplicationListParams } from '../../../features/credit-applications/api/credit-applications-query-keys';
import { getCreditApplicationsQueryOptions } from '../../../features/credit-applications/api/get-credit-applications';
import { tokenStorage } from '../../../lib/auth';
import { lazyPage, resourcePages } from '../lazy-page';
import { approvalQueueParams, creditApplicationListParams } from './credit-application-list-params';

/**
 * Starts the page's list request at once, beside `/auth/me` and the page's code, with the token
 * the browser already holds; the page's query finds it in flight. Not awaited: the page renders
 * its own loading and error states. Without a session the guard sends the user to sign-in.
 */
const prefetchList =
  (queryClient: QueryClient, paramsOf: (address: URLSearchParams) => CreditApplicationListParams) =>
  ({ request }: LoaderFunctionArgs) => {
    if (tokenStorage.hasSession())
      void queryClient.prefetchQuery(
        getCreditApplicationsQueryOptions(paramsOf(new URL(request.url).searchParams)),
      );
    return null;
  };

export const creditApplicationRoutes = (queryClient: QueryClient): RouteObject[] =>
  resourcePages({
    pages: paths.creditApplication,
    subMenu: SUB_MENUS.creditApplication,
    load: () => import('./credit-application-pages'),
    listLoader: prefetchList(queryClient, creditApplicationListParams),
  });

/** The approval queue: the applications Waiting for Review, oldest first. */
export const approvalRoutes = (queryClient: QueryClient): RouteObject[] => [
  lazyPage({
    path: paths.approval.path,
    permission: { subMenu: SUB_MENUS.approval, access: 'View' },
    load: async () => (await import('./approval-queue')).ApprovalQueueRoute,
    loader: prefetchList(queryClient, (address) => approvalQueueParams(address).params),
  }),
];
