import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeCallbackUrl } from '../../../config/paths';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { tokenStorage } from '../../../lib/auth';
import { AuthPageHeader } from '../../layout/auth-layout';

export const SignInRoute = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const destination = safeCallbackUrl(searchParams.get('callbackUrl'));

  if (tokenStorage.hasSession()) return <Navigate to={destination} replace />;

  return (
    <>
      <AuthPageHeader title={t('auth.signInTitle')} description={t('auth.signInDescription')} />
      <SignInForm onSuccess={() => void navigate(destination, { replace: true })} />
    </>
  );
};
