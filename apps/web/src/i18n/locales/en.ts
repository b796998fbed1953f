import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { englishTexts } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { enApp } from './en-app';
import type { Texts } from './texts';

/**
 * The English catalogue of the signed-out pages and the app's frame (the signed-in screens' texts are
 * in en-app.ts): the spec's texts verbatim, namespaced by feature.
 */
export const en = {
  common: {
    appName: 'CreditDesk',
    pageTitle: '{{title}} | CreditDesk',
    cancel: 'Cancel',
    action: 'Action',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been moved.',
    backToDashboard: 'Back to dashboard',
    failedTitle: 'Something went wrong',
    failedText:
      'The page could not be shown. Reload it to try again; if the problem stays, contact your administrator.',
    reloadPage: 'Reload page',
    newVersionTitle: 'A new version of CreditDesk is available',
    newVersionText:
      'This page belongs to the version you opened earlier. Reload to continue with the new one.',
  },
  language: {
    label: 'Language',
    en: 'English',
    id: 'Bahasa Indonesia',
    saveFailed: 'The language could not be saved. Please try again.',
  },
  // The messages the signed-out pages show; en-app.ts adds those of the other tables.
  messages: { request: englishTexts(REQUEST_MESSAGES), auth: englishTexts(AUTH_MESSAGES) },
  auth: {
    brandTitle: 'Credit administration, in one place.',
    brandText:
      'Credit applications, approvals, debiturs and master data, with the access controls your bank requires.',
    email: 'Email',
    emailPlaceholder: 'name@bank.co.id',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    rememberMe: 'Remember Me',
    forgotPasswordLink: 'Forgot password?',
    signIn: 'Sign in',
    signInTitle: 'Sign in',
    signInDescription: 'Welcome back. Sign in with your CreditDesk account to continue.',
    captcha: 'Captcha',
    captchaFailed: 'The captcha could not be loaded. Refresh to try again.',
    captchaNew: 'Show a new captcha',
    captchaRefresh: 'Refresh captcha',
    captchaPlaceholder: 'Type the characters shown above',
    forgotPasswordTitle: 'Forgot password',
    forgotPasswordDescription:
      'Enter the email address of your account and we will send you a link to set a new password.',
    sendResetLink: 'Send reset link',
    remembered: 'Remembered it?',
    backToSignIn: 'Back to sign in',
    checkEmailTitle: 'Check your email',
    checkEmailBefore: 'We have sent a link to set a new password to',
    checkEmailAfter: '. The link is valid for 30 minutes.',
    notReceived: 'Did not receive the email? Check your spam folder, or send the link again.',
    resend: 'Resend',
    linkUnusable: 'This link cannot be used',
    checkingLink: 'Checking your link',
    setPasswordTitle: 'Set a new password',
    setPasswordFor: 'Choose the password for',
    newPassword: 'New Password',
    reEnterPassword: 'Re-enter Password',
    savePassword: 'Save password',
    passwordChangedTitle: 'Password changed',
    passwordRequirements: 'Password requirements',
    ruleMet: ' (met)',
    ruleNotMet: ' (not met)',
    checklist: {
      length: 'Between 8 - 12 letter',
      letters: 'At least include 1 uppercase and lowercase letter',
      number: 'At least include 1 number',
      special: 'At least include 1 special character or symbol',
    },
  },
};

/** Every other language has the same keys (checked by i18n.test.ts, typed here). */
export type Catalogue = Texts<typeof en & typeof enApp>;
