import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPageHeader } from '../../layout/auth-layout';
import { BackToSignInFooter } from './back-to-sign-in-footer';

export const ForgotPasswordRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <>
      <AuthPageHeader
        title={t('auth.forgotPasswordTitle')}
        description={t('auth.forgotPasswordDescription')}
      />
      <ForgotPasswordForm
        onSuccess={(receipt, email) =>
          void navigate(paths.forgotPasswordSubmit.getHref({ email, token: receipt.token }))
        }
      />
      <BackToSignInFooter lead={t('auth.remembered')} />
    </>
  );
};
