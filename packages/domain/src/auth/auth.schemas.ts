import { z } from 'zod';
import { EMAIL_MAX } from '../shared/limits';
import { maxCharacters } from '../shared/text.schemas';
import { AUTH_MESSAGES } from './auth.messages';
import { PASSWORD_FORMAT, passwordRules, type PasswordField } from './password-rules';

/**
 * An email as the API description states it: the pattern z.email() checks, so the description
 * allows no address the server refuses ('0@com').
 */
export const EMAIL_FORMAT = { format: 'email', pattern: z.regexes.email.source } as const;

export const emailSchema = maxCharacters(
  z.string({ error: AUTH_MESSAGES.emailRequired }).trim().min(1, AUTH_MESSAGES.emailRequired),
  EMAIL_MAX,
)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .meta({ ...EMAIL_FORMAT, maxLength: EMAIL_MAX });

const passwordWithRules = (field: PasswordField) =>
  passwordRules(field)
    .reduce(
      (schema, rule) => schema.refine(rule.test, { message: rule.message, abort: true }),
      z
        .string({ error: AUTH_MESSAGES[`${field}Required`] })
        .min(1, AUTH_MESSAGES[`${field}Required`]),
    )
    .meta(PASSWORD_FORMAT);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired),
  captchaId: z.string().default(''),
  captchaText: z.string().default(''),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The sign-in form: the body less the captcha id, which the widget supplies. */
export const signInFormSchema = loginBodySchema.omit({ captchaId: true }).extend({
  captchaText: z.string().trim().min(1, AUTH_MESSAGES.captchaIncorrect),
});
export type SignInForm = z.input<typeof signInFormSchema>;

export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshTokenBodySchema = z.object({
  token: z.string().optional(),
  refreshToken: z
    .string({ error: AUTH_MESSAGES.refreshTokenMissing })
    .min(1, AUTH_MESSAGES.refreshTokenMissing),
});

export const logoutBodySchema = z.object({ refreshToken: z.string().optional() });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `token` here is a receipt for the "check your mail" page, never the reset secret. */
export const receiptSchema = z.object({ token: z.string() });

export const resetTokenQuerySchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetTokenMissing })
    .min(1, AUTH_MESSAGES.resetTokenMissing),
});

export const resetTokenStatusSchema = z.object({ email: z.string() });

export const newPasswordSchema = passwordWithRules('newPassword');
export const reEnterPasswordSchema = passwordWithRules('reEnterPassword');

export const passwordFormSchema = z
  .object({ newPassword: newPasswordSchema, reEnterPassword: reEnterPasswordSchema })
  .refine((value) => value.newPassword === value.reEnterPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['reEnterPassword'],
  });
export type PasswordForm = z.infer<typeof passwordFormSchema>;

export const changePasswordBodySchema = z
  .object({
    token: resetTokenQuerySchema.shape.token,
    newPassword: newPasswordSchema,
    reEnterPassword: reEnterPasswordSchema,
  })
  .refine((value) => value.newPassword === value.reEnterPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['reEnterPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
