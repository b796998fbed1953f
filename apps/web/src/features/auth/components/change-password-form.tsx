import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { passwordFormSchema, type PasswordForm } from '@creditdesk/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import type { PasswordReceipt } from '../api/post-for-receipt';
import { PasswordChecklist } from './password-checklist';
import { useRegistered } from '../../../components/form/use-registered';
import { AuthForm, useFailureMessage } from './auth-form';
import { useTranslation } from 'react-i18next';

interface ChangePasswordFormProps {
  /** The reset (or first-password) token from the link in the mail. */
  token: string;
  onSuccess: (receipt: PasswordReceipt) => void;
}

export const ChangePasswordForm = ({ token, onSuccess }: ChangePasswordFormProps) => {
  const { t } = useTranslation();
  const savePassword = useChangePassword({ onSuccess });
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { newPassword: '', reEnterPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const registered = useRegistered(form);
  const newPasswordInput = (name: keyof PasswordForm) => (
    <PasswordInput
      label={t(`auth.${name}`)}
      autoComplete="new-password"
      withAsterisk
      {...registered(name)}
    />
  );
  const failure = useFailureMessage(savePassword.error, AUTH_MESSAGES.forgotPasswordFailed);

  return (
    <AuthForm
      onSubmit={form.handleSubmit((values) => savePassword.mutate({ token, ...values }))}
      failure={failure}
      submitLabel={t('auth.savePassword')}
      submitting={savePassword.isPending}
    >
      {newPasswordInput('newPassword')}
      <PasswordChecklist value={newPassword} />
      {newPasswordInput('reEnterPassword')}
    </AuthForm>
  );
};
