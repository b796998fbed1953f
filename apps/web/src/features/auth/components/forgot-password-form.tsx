import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import {
  forgotPasswordBodySchema,
  type ForgotPasswordBody,
} from '@creditdesk/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '../api/forgot-password';
import type { PasswordReceipt } from '../api/post-for-receipt';
import { useRegistered } from '../../../components/form/use-registered';
import { AuthEmailField, AuthForm, useFailureMessage } from './auth-form';
import { useTranslation } from 'react-i18next';

interface ForgotPasswordFormProps {
  onSuccess: (receipt: PasswordReceipt, email: string) => void;
}

export const ForgotPasswordForm = ({ onSuccess }: ForgotPasswordFormProps) => {
  const { t } = useTranslation();
  const requestLink = useForgotPassword({
    onSuccess: (receipt, body) => onSuccess(receipt, body.email),
  });
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const registered = useRegistered(form);
  const failure = useFailureMessage(requestLink.error, AUTH_MESSAGES.forgotPasswordFailed);

  return (
    <AuthForm
      onSubmit={form.handleSubmit((values) => requestLink.mutate(values))}
      failure={failure}
      submitLabel={t('auth.sendResetLink')}
      submitting={requestLink.isPending}
    >
      <AuthEmailField autoComplete="email" {...registered('email')} />
    </AuthForm>
  );
};
