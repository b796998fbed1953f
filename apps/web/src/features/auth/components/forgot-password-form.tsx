import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import {
  forgotPasswordBodySchema,
  type ForgotPasswordBody,
} from '@creditdesk/domain/auth/auth.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useForgotPassword, type ForgotPasswordReceipt } from '../api/forgot-password';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from 'react-i18next';

interface ForgotPasswordFormProps {
  onSuccess: (receipt: ForgotPasswordReceipt, email: string) => void;
}

export const ForgotPasswordForm = ({ onSuccess }: ForgotPasswordFormProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const requestLink = useForgotPassword({
    onSuccess: (receipt, body) => onSuccess(receipt, body.email),
  });
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const failure = requestLink.isError
    ? isApiError(requestLink.error)
      ? message(requestLink.error.message, requestLink.error.code)
      : message(AUTH_MESSAGES.forgotPasswordFailed)
    : undefined;

  return (
    <form onSubmit={form.handleSubmit((values) => requestLink.mutate(values))} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          withAsterisk
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={requestLink.isPending}>
          {t('auth.sendResetLink')}
        </Button>
      </Stack>
    </form>
  );
};
