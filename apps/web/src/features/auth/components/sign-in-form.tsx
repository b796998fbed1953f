import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import type { signInFormSchema } from '@creditdesk/domain/auth/auth.schemas';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { rememberedEmail } from '../../../lib/auth';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { CaptchaField } from './captcha-field';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from 'react-i18next';

type SignInValues = z.input<typeof signInFormSchema>;
type SignInOutput = z.output<typeof signInFormSchema>;

/** The sign-in page's first download stays small: the schema comes with the first check. */
const signInResolver = lazyResolver<SignInValues, SignInOutput>(async () => {
  const [{ signInFormSchema: schema }, { zodResolver }] = await Promise.all([
    import('@creditdesk/domain/auth/auth.schemas'),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(schema);
});

interface SignInFormProps {
  onSuccess: () => void;
}

export const SignInForm = ({ onSuccess }: SignInFormProps) => {
  const [initialEmail] = useState(() => rememberedEmail.read());
  const { t } = useTranslation();
  const message = useMessage();
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const captcha = useCaptcha();
  const signIn = useLogin({ onSuccess });

  const form = useForm<SignInValues, unknown, SignInOutput>({
    resolver: signInResolver,
    defaultValues: {
      email: initialEmail,
      password: '',
      captchaText: '',
      rememberMe: initialEmail !== '',
    },
  });
  const { errors } = form.formState;

  // The failure alert stays until the user changes what they sign in with (spec: error catalogue).
  const registerClearingFailure = (name: FieldPath<SignInValues>) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setFailure(null);
        return field.onChange(event);
      },
    };
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(
      { ...values, captchaId: captcha.data?.captchaId ?? '' },
      {
        onError: (error) => {
          setFailure(
            isApiError(error)
              ? { message: error.message, code: error.code }
              : { message: AUTH_MESSAGES.signInFailed },
          );
          // A captcha answers once: a failed attempt needs a new picture and a new answer.
          form.setValue('captchaText', '');
          void captcha.refetch();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure ? message(failure.message, failure.code) : undefined} />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="username"
          withAsterisk
          error={message(errors.email?.message)}
          {...registerClearingFailure('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          withAsterisk
          error={message(errors.password?.message)}
          {...registerClearingFailure('password')}
        />
        <CaptchaField
          image={captcha.data?.image}
          loading={captcha.isFetching}
          failed={captcha.isError}
          onRefresh={() => void captcha.refetch()}
          error={message(errors.captchaText?.message)}
          inputProps={form.register('captchaText')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                label={t('auth.rememberMe')}
                name={field.name}
                ref={field.ref}
                checked={field.value ?? false}
                onBlur={field.onBlur}
                onChange={(event) => {
                  setFailure(null);
                  field.onChange(event.currentTarget.checked);
                }}
              />
            )}
          />
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
            {t('auth.forgotPasswordLink')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
};
