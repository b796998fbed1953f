import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { isApiError } from '../../../lib/api-client';
import { translateError, useTexts } from '../../../i18n/use-message';
import { AuthPageHeader } from '../../layout/auth-layout';
import { BackToSignInFooter } from './back-to-sign-in-footer';

export const ForgotPasswordSubmitRoute = () => {
  const { t, message } = useTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const resend = useForgotPassword({
    onSuccess: (receipt) => {
      setSearchParams({ email, token: receipt.token }, { replace: true });
      notifications.show({ color: 'teal', message: message(AUTH_MESSAGES.forgotPasswordSent) });
    },
  });

  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  const failure = resend.isError
    ? isApiError(resend.error)
      ? translateError(resend.error)
      : message(AUTH_MESSAGES.forgotPasswordFailed)
    : null;

  return (
    <>
      <ThemeIcon size={48} radius="xl" variant="light" mb="lg">
        <IconMailOpened size={26} stroke={1.6} />
      </ThemeIcon>
      <AuthPageHeader
        title={t('auth.checkEmailTitle')}
        description={
          <>
            {t('auth.checkEmailBefore')}{' '}
            <Text span inherit fw={600} c="dark.7">
              {email}
            </Text>
            {t('auth.checkEmailAfter')}
          </>
        }
      />
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('auth.notReceived')}
        </Text>
        <Button
          variant="default"
          fullWidth
          size="md"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {t('auth.resend')}
        </Button>
      </Stack>
      <BackToSignInFooter />
    </>
  );
};
