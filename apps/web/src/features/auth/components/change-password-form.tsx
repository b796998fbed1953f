import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { passwordFormSchema, type PasswordForm } from '@creditdesk/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword, type ChangePasswordReceipt } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from 'react-i18next';

interface ChangePasswordFormProps {
  /** The reset (or first-password) token from the link in the mail. */
  token: string;
  onSuccess: (receipt: ChangePasswordReceipt) => void;
}

export const ChangePasswordForm = ({ token, onSuccess }: ChangePasswordFormProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const savePassword = useChangePassword({ onSuccess });
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { newPassword: '', reEnterPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { errors } = form.formState;

  const failure = savePassword.isError
    ? isApiError(savePassword.error)
      ? message(savePassword.error.message, savePassword.error.code)
      : message(AUTH_MESSAGES.forgotPasswordFailed)
    : undefined;

  return (
    <form
      onSubmit={form.handleSubmit((values) => savePassword.mutate({ token, ...values }))}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <PasswordInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          withAsterisk
          error={message(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <PasswordChecklist value={newPassword} />
        <PasswordInput
          label={t('auth.reEnterPassword')}
          autoComplete="new-password"
          withAsterisk
          error={message(errors.reEnterPassword?.message)}
          {...form.register('reEnterPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={savePassword.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
};
