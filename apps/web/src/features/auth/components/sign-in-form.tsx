import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Anchor, Checkbox, Group, PasswordInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { rememberedEmail } from '../../../lib/auth';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { CaptchaField } from './captcha-field';
import {
  checkSignIn,
  SIGN_IN_FIELDS,
  type SignInFieldErrors,
  type SignInValues,
} from './sign-in-check';
import { AuthEmailField, AuthForm } from './auth-form';
import { useTexts } from '../../../i18n/use-message';
import type { MessageParams } from '@creditdesk/domain/shared/message-index';

interface SignInFormProps {
  onSuccess: () => void;
}

/**
 * The sign-in page is the first download, so its form keeps its fields in React state instead of
 * react-hook-form (docs/decisions.md, First load); it checks like the other forms: on Sign In,
 * then on every change, with the focus on the first field in error.
 */
export const SignInForm = ({ onSuccess }: SignInFormProps) => {
  const { t, message } = useTexts();
  const [values, setValues] = useState<SignInValues>(() => {
    const email = rememberedEmail.read();
    return { email, password: '', captchaText: '', rememberMe: email !== '' };
  });
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<{
    message: string;
    code?: string;
    params?: MessageParams;
  } | null>(null);
  const captcha = useCaptcha();
  const signIn = useLogin({ onSuccess });

  // The failure alert stays until the user changes what they sign in with (spec: error catalogue).
  const change = <K extends keyof SignInValues>(name: K, value: SignInValues[K]) => {
    setFailure(null);
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void checkSignIn(next).then((checked) => setErrors(checked.errors ?? {}));
  };
  const field = (name: (typeof SIGN_IN_FIELDS)[number]) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const checked = await checkSignIn(values);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      const first = SIGN_IN_FIELDS.find((name) => checked.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFailure(null);
    signIn.mutate(
      { ...checked.values, captchaId: captcha.data?.captchaId ?? '' },
      {
        onError: (error) => {
          setFailure(
            isApiError(error)
              ? { message: error.message, code: error.code, params: error.params }
              : { message: AUTH_MESSAGES.signInFailed },
          );
          // A captcha answers once: a failed attempt needs a new picture and a new answer.
          setValues((current) => ({ ...current, captchaText: '' }));
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <AuthForm
      onSubmit={(event) => void submit(event)}
      failure={failure ? message(failure.message, failure.code, failure.params) : undefined}
      submitLabel={t('auth.signIn')}
      submitting={signIn.isPending}
    >
      <AuthEmailField autoComplete="username" error={message(errors.email)} {...field('email')} />
      <PasswordInput
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        withAsterisk
        error={message(errors.password)}
        {...field('password')}
      />
      <CaptchaField
        image={captcha.data?.image}
        loading={captcha.isFetching}
        failed={captcha.isError}
        onRefresh={() => void captcha.refetch()}
        error={message(errors.captchaText)}
        inputProps={field('captchaText')}
      />
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t('auth.rememberMe')}
          name="rememberMe"
          checked={values.rememberMe ?? false}
          onChange={(event) => change('rememberMe', event.currentTarget.checked)}
        />
        <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
          {t('auth.forgotPasswordLink')}
        </Anchor>
      </Group>
    </AuthForm>
  );
};
