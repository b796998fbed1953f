import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Anchor, Center, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCheckResetToken } from '../../../features/auth/api/check-reset-token';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { AuthPageFooter, AuthPageHeader } from '../../layout/auth-layout';

/** Sets a password from a mailed link: a reset, or a new user's first password. */
export const ChangePasswordRoute = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const tokenCheck = useCheckResetToken(token);

  let linkFailure: string | null = null;
  if (!token) linkFailure = AUTH_MESSAGES.resetTokenInvalid;
  else if (tokenCheck.isError) linkFailure = tokenCheck.error.message;

  useEffect(() => {
    if (linkFailure === null) return;
    notifications.show({
      id: 'password-link-failure',
      color: 'red',
      title: 'This link cannot be used',
      message: linkFailure,
    });
    void navigate(paths.forgotPassword.getHref(), { replace: true });
  }, [linkFailure, navigate]);

  if (linkFailure !== null || !tokenCheck.isSuccess) {
    return (
      <Center py={48}>
        <Loader aria-label="Checking your link" />
      </Center>
    );
  }

  return (
    <>
      <AuthPageHeader
        title="Set a new password"
        description={
          <>
            Choose the password for{' '}
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
      <AuthPageFooter>
        <Anchor component={Link} to={paths.signIn.getHref()} inherit fw={500}>
          Back to sign in
        </Anchor>
      </AuthPageFooter>
    </>
  );
};
