import { createBrowserRouter, type RouteObject } from 'react-router';
import { navigationItems } from '../config/navigation';
import { paths } from '../config/paths';
import { AuthLayout } from './layout/auth-layout';
import { RequireAuth } from './layout/require-auth';
import { RequirePermission } from './layout/require-permission';
import { ShellLayout } from './layout/shell-layout';
import { ChangePasswordRoute } from './routes/auth/change-password';
import { ChangePasswordSubmitRoute } from './routes/auth/change-password-submit';
import { ForgotPasswordRoute } from './routes/auth/forgot-password';
import { ForgotPasswordSubmitRoute } from './routes/auth/forgot-password-submit';
import { SignInRoute } from './routes/auth/sign-in';
import { DashboardRoute } from './routes/dashboard';
import {
  approvalRoutes,
  creditApplicationRoutes,
} from './routes/credit-application/credit-application-routes';
import { branchRoutes } from './routes/master-data/branch/branch-routes';
import { creditTypeRoutes } from './routes/master-data/creditapp/creditapp-routes';
import { debiturManagementRoutes } from './routes/master-data/debitur-management/debitur-management-routes';
import { facilitiesRoutes } from './routes/master-data/facilities/facilities-routes';
import { groupRoutes } from './routes/master-data/group/group-routes';
import { roleRoutes } from './routes/master-data/role/role-routes';
import { userManagementRoutes } from './routes/master-data/user-management/user-management-routes';
import { ModulePendingRoute } from './routes/module-pending';
import { logbookRoutes } from './routes/report/logbook-routes';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** The pages of each built module (list, detail, forms), by the menu path they live under. */
const modulePages: Record<string, RouteObject[]> = {
  [paths.creditApplication.path]: creditApplicationRoutes,
  [paths.approval.path]: approvalRoutes,
  [paths.masterData.group.path]: groupRoutes,
  [paths.masterData.branch.path]: branchRoutes,
  [paths.masterData.role.path]: roleRoutes,
  [paths.masterData.userManagement.path]: userManagementRoutes,
  [paths.masterData.facilities.path]: facilitiesRoutes,
  [paths.masterData.creditType.path]: creditTypeRoutes,
  [paths.masterData.debiturManagement.path]: debiturManagementRoutes,
  [paths.report.logbook.path]: logbookRoutes,
};

/** One route per menu page, opened only to roles holding the item's permission. */
const menuRoutes: RouteObject[] = navigationItems().flatMap(
  (item) =>
    modulePages[item.path] ?? [
      {
        path: item.path,
        element: (
          <RequirePermission permission={item.permission}>
            {item.path === paths.dashboard.path ? (
              <DashboardRoute />
            ) : (
              <ModulePendingRoute title={item.label} />
            )}
          </RequirePermission>
        ),
      },
    ],
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: paths.signIn.path, element: <SignInRoute /> },
          { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
          { path: paths.forgotPasswordSubmit.path, element: <ForgotPasswordSubmitRoute /> },
          { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
          { path: paths.changePasswordSubmit.path, element: <ChangePasswordSubmitRoute /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <ShellLayout />, children: menuRoutes }],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
