import type { signInFormSchema } from '@creditdesk/domain/auth/auth.schemas';
import type { z } from 'zod';

export type SignInValues = z.input<typeof signInFormSchema>;
export type SignInFieldErrors = Partial<Record<keyof SignInValues, string>>;

/** The fields with a message, in the order the form shows them (the first gets the focus). */
export const SIGN_IN_FIELDS = ['email', 'password', 'captchaText'] as const;

let schema: Promise<typeof signInFormSchema> | undefined;

/**
 * The domain's sign-in rule, fetched on the form's first check instead of with the page: the
 * sign-in page shows before zod has arrived. A failed download is tried again on the next check.
 */
const loadSchema = () =>
  (schema ??= import('@creditdesk/domain/auth/auth.schemas').then(
    (module) => module.signInFormSchema,
    (error: unknown) => {
      schema = undefined;
      throw error;
    },
  ));

/** The values as the server takes them, or the first message of each field that breaks the rule. */
export const checkSignIn = async (
  values: SignInValues,
): Promise<
  { values: z.output<typeof signInFormSchema>; errors?: never } | { errors: SignInFieldErrors }
> => {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { values: result.data };
  const errors: SignInFieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as keyof SignInValues] ??= issue.message;
  return { errors };
};
