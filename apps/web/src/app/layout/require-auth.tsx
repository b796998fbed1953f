import '../../i18n/app-texts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/get-me';
import { useSettings } from '../../features/settings/api/get-settings';
import { isApiError } from '../../lib/api-client';
import { tokenStorage } from '../../lib/auth';
import { CurrentUserContext } from '../../lib/permissions';
import { FullPageLoader, LoadFailed } from './page-states';
import { translateError } from '../../i18n/use-message';

/**
 * The gate of the signed-in area: without a session the user goes to sign-in with a return
 * address; with one, the pages below render once `GET /auth/me` has said who the user is and
 * `GET /settings` which calendar the bank keeps.
 */
export const RequireAuth = () => {
  const location = useLocation();
  const hasSession = tokenStorage.hasSession();
  const me = useMe({ enabled: hasSession });
  const settings = useSettings({ enabled: hasSession });
  const signInHref = paths.signIn.getHref(`${location.pathname}${location.search}`);

  if (!hasSession) return <Navigate to={signInHref} replace />;
  if (me.isPending || settings.isPending) return <FullPageLoader />;
  if (me.isError) {
    // The API client already tried a token refresh: the session cannot be recovered.
    if (isApiError(me.error) && me.error.status === 401) {
      tokenStorage.clear();
      return <Navigate to={signInHref} replace />;
    }
    return <LoadFailed message={translateError(me.error)} onRetry={() => void me.refetch()} />;
  }
  if (settings.isError)
    return (
      <LoadFailed
        message={translateError(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );

  return (
    <CurrentUserContext value={me.data}>
      <Outlet />
    </CurrentUserContext>
  );
};
