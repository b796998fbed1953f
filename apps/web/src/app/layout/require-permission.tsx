import type { ReactNode } from 'react';
import type { RequiredPermission } from '../../config/navigation';
import { useCan } from '../../lib/permissions';
import { AccessDenied } from './page-states';

interface RequirePermissionProps {
  permission: RequiredPermission;
  children: ReactNode;
}

/** Shows the page only to roles that may open it; the server refuses the calls either way. */
export const RequirePermission = ({ permission, children }: RequirePermissionProps) =>
  useCan(permission.subMenu, permission.access) ? children : <AccessDenied />;
