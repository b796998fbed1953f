import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPageFooter, AuthPageHeader } from '../../layout/auth-layout';

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
      <AuthPageFooter>
        {t('auth.remembered')}{' '}
        <Anchor component={Link} to={paths.signIn.getHref()} inherit fw={500}>
          {t('auth.backToSignIn')}
        </Anchor>
      </AuthPageFooter>
    </>
  );
};
