import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { hasPermission } from '@creditdesk/domain/access/permissions';
import type { CurrentUser } from '@creditdesk/domain/auth/current-user.schemas';
import { createContext, useContext } from 'react';

/**
 * The signed-in user as `GET /auth/me` returned it. The route guard loads the `me` query and
 * provides its result here, so every page under the guard can read it without loading it again.
 */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export const useCurrentUser = (): CurrentUser => {
  const currentUser = useContext(CurrentUserContext);
  if (!currentUser) throw new Error('useCurrentUser is used outside the signed-in area');
  return currentUser;
};

/** True when the signed-in user's role grants `access` on `subMenu`. */
export const useCan = (subMenu: string, access: AccessType): boolean =>
  hasPermission(useCurrentUser().permissions, subMenu, access);
