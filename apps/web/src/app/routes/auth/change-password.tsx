import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Center, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCheckResetToken } from '../../../features/auth/api/check-reset-token';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { translateError, translateMessage } from '../../../i18n/use-message';
import { AuthPageHeader } from '../../layout/auth-layout';
import { BackToSignInFooter } from './back-to-sign-in-footer';

/** Sets a password from a mailed link: a reset, or a new user's first password. */
export const ChangePasswordRoute = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const tokenCheck = useCheckResetToken(token);

  let linkFailure: string | null = null;
  if (!token) linkFailure = AUTH_MESSAGES.resetTokenInvalid;
  else if (tokenCheck.isError) linkFailure = translateError(tokenCheck.error);

  useEffect(() => {
    if (linkFailure === null) return;
    notifications.show({
      id: 'password-link-failure',
      color: 'red',
      title: t('auth.linkUnusable'),
      message: translateMessage(linkFailure),
    });
    void navigate(paths.forgotPassword.getHref(), { replace: true });
  }, [linkFailure, navigate, t]);

  if (linkFailure !== null || !tokenCheck.isSuccess) {
    return (
      <Center py={48}>
        <Loader aria-label={t('auth.checkingLink')} />
      </Center>
    );
  }

  return (
    <>
      <AuthPageHeader
        title={t('auth.setPasswordTitle')}
        description={
          <>
            {t('auth.setPasswordFor')}{' '}
            <Text span inherit fw={600} c="dark.7">
              {tokenCheck.data.email}
            </Text>
            .
          </>
        }
      />
      <ChangePasswordForm
        token={token}
        onSuccess={(receipt) =>
          void navigate(paths.changePasswordSubmit.getHref(receipt.token), { replace: true })
        }
      />
      <BackToSignInFooter />
    </>
  );
};
