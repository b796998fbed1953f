import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { navigationItems } from '../config/navigation';
import { paths } from '../config/paths';
import { getMeQueryOptions } from '../features/auth/api/get-me';
import { MODULES } from '@creditdesk/domain/modules/module-list';
import { DOKUMEN_TBO_SLUG } from '@creditdesk/domain/access/access-catalogue';
import type { AppSettings } from '@creditdesk/domain/settings/settings.schemas';
import { api } from '../lib/api-client';
import { tokenStorage } from '../lib/auth';
import {
  approvalRoutes,
  creditApplicationRoutes,
} from './routes/credit-applications/credit-application-routes';
import { lazyPage } from './routes/lazy-page';
import { approvalAuthorityRoutes } from './routes/master-data/approval-authorities/approval-authority-routes';
import { branchRoutes } from './routes/master-data/branches/branch-routes';
import { documentCatalogueRoutes } from './routes/master-data/document-catalogue/document-catalogue-routes';
import { debiturManagementRoutes } from './routes/master-data/debiturs/debitur-management-routes';
import { groupRoutes } from './routes/master-data/groups/group-routes';
import { nameDescriptionRoutes } from './routes/master-data/name-description/name-description-routes';
import { roleRoutes } from './routes/master-data/roles/role-routes';
import { userManagementRoutes } from './routes/master-data/users/user-management-routes';
import { logbookRoutes } from './routes/logbook/logbook-routes';
import { RouteError } from './routes/route-error';
import { AuthLayout } from './layout/auth-layout';
import { SignInRoute } from './routes/auth/sign-in';
import type * as SignedOutPages from './routes/auth/signed-out-pages';

/** The pages of each built module (list, detail, forms), by the menu path they live under. */
const modulePages = (queryClient: QueryClient): Record<string, RouteObject[]> => ({
  [paths.creditApplication.path]: creditApplicationRoutes(queryClient),
  [paths.approval.path]: approvalRoutes(queryClient),
  [paths.masterData.group.path]: groupRoutes,
  [paths.masterData.branch.path]: branchRoutes,
  [paths.masterData.role.path]: roleRoutes,
  [paths.masterData.userManagement.path]: userManagementRoutes,
  [paths.masterData.debiturManagement.path]: debiturManagementRoutes,
  [paths.masterData.approvalAuthority.path]: approvalAuthorityRoutes,
  [paths.masterData.documentCatalogue.path]: documentCatalogueRoutes,
  [paths.report.logbook.path]: logbookRoutes,
  ...Object.fromEntries(MODULES.map((module) => [module.page.path, nameDescriptionRoutes(module)])),
});

/** One route per menu page, opened only to roles holding the item's permission. */
const menuRoutes = (queryClient: QueryClient): RouteObject[] => {
  const modules = modulePages(queryClient);
  return navigationItems().flatMap(
    (item) =>
      modules[item.path] ?? [
        lazyPage({
          path: item.path,
          permission: item.permission,
          load: async () => {
            if (item.path === paths.dashboard.path)
              return (await import('./routes/dashboard')).DashboardRoute;
            // Dokumen TBO lists deferrals, not documents: a page of its own among the reports.
            if (item.path === paths.report.getHref(DOKUMEN_TBO_SLUG))
              return (await import('./routes/reports/dokumen-tbo-page')).DokumenTboRoute;
            // Every other menu page without a module of its own is a report of the catalogue.
            const { reportPage } = await import('./routes/reports/report-page');
            const page = reportPage(item.path);
            if (!page) throw new Error(`The menu names ${item.path}, which has no page`);
            return page;
          },
        }),
      ],
  );
};

/** The signed-out pages after sign-in, fetched together the first time one of them opens. */
const signedOutPage = (path: string, page: keyof typeof SignedOutPages) =>
  lazyPage({ path, load: async () => (await import('./routes/auth/signed-out-pages'))[page] });

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    // While the first page's code arrives; the guard's own loader (page-states) is not in the
    // entry chunk, so the sign-in page does not download the signed-in area's states.
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      {
        // The sign-in page and its layout are in the entry: every visit starts there, and one file
        // is smaller gzipped than the twenty it split into (docs/decisions.md, First load).
        Component: AuthLayout,
        children: [
          { path: paths.signIn.path, Component: SignInRoute },
          signedOutPage(paths.forgotPassword.path, 'ForgotPasswordRoute'),
          signedOutPage(paths.forgotPasswordSubmit.path, 'ForgotPasswordSubmitRoute'),
          signedOutPage(paths.changePassword.path, 'ChangePasswordRoute'),
          signedOutPage(paths.changePasswordSubmit.path, 'ChangePasswordSubmitRoute'),
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layout/require-auth')).RequireAuth }),
        // Who the user is and the bank's calendar are asked for at once, beside the page's own
        // data and code; the guard waits for them, the page's list does not wait for the guard.
        loader: () => {
          if (tokenStorage.hasSession()) {
            void queryClient.prefetchQuery(getMeQueryOptions());
            // The settings are asked for now; applying them brings the date library along, which
            // is not wanted on sign-in, so only that waits for its code.
            const settings = api.get<AppSettings>('/settings');
            void import('../features/settings/api/get-settings').then(
              ({ getSettingsQueryOptions }) =>
                queryClient.prefetchQuery(getSettingsQueryOptions(settings)),
            );
          }
          return null;
        },
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/shell-layout')).ShellLayout }),
            children: [
              ...menuRoutes(queryClient),
              lazyPage({
                path: paths.profile.path,
                load: async () => (await import('./routes/profile')).ProfileRoute,
              }),
            ],
          },
        ],
      },
      lazyPage({
        path: '*',
        load: async () => (await import('./routes/not-found')).NotFoundRoute,
      }),
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient));
