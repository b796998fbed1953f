import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPageFooter, AuthPageHeader } from '../../layout/auth-layout';

export const ForgotPasswordRoute = () => {
  const navigate = useNavigate();

  return (
    <>
      <AuthPageHeader
        title="Forgot password"
        description="Enter the email address of your account and we will send you a link to set a new password."
      />
      <ForgotPasswordForm
        onSuccess={(receipt, email) =>
          void navigate(paths.forgotPasswordSubmit.getHref({ email, token: receipt.token }))
        }
      />
      <AuthPageFooter>
        Remembered it?{' '}
        <Anchor component={Link} to={paths.signIn.getHref()} inherit fw={500}>
          Back to sign in
        </Anchor>
      </AuthPageFooter>
    </>
  );
};
