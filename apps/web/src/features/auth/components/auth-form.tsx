import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { translateError, useMessage } from '../../../i18n/use-message';
import { isApiError } from '../../../lib/api-client';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the server refused, shown above the fields. */
  failure: string | undefined;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** A signed-out page's form: the refusal, the fields, then one wide submit button. */
export function AuthForm({ onSubmit, failure, submitLabel, submitting, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        {children}
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The Email field of a signed-out form; `autoComplete` says what the browser may fill in. */
export function AuthEmailField(
  props: Omit<TextInputProps, 'label' | 'placeholder' | 'type'> & { autoComplete: string },
) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      withAsterisk
      {...props}
    />
  );
}

/** A failed call's message in the user's language; `fallback` when the server gave none. */
export function useFailureMessage(error: Error | null, fallback: string) {
  const message = useMessage();
  if (!error) return undefined;
  return isApiError(error) ? translateError(error) : message(fallback);
}
