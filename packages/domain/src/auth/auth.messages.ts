import { defineMessages } from '../shared/message-index';
/** Texts of the authentication screens and calls, verbatim from the spec where it gives them. */
export const AUTH_MESSAGES = defineMessages('auth', {
  emailRequired: 'Email must be filled',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password must be filled',
  captchaIncorrect: 'Incorrect CAPTCHA. Please try again',
  signInFailed:
    'Your email or password are invalid. Please try again or contact your administrator to fix it.',
  // The spec's forgot-password and password-reset fallback keeps its own wording ("to fixed it").
  forgotPasswordFailed:
    'Your email or password are invalid. Please try again or contact your administrator to fixed it.',
  accountInactive: 'Your account is inactive. Please contact your administrator.',
  // {{until}} is the lock's end on the bank's clock (yyyy-MM-dd HH:mm), {{timeZone}} that clock.
  accountLocked:
    'Your account is locked after too many failed sign-in attempts. Please try again after {{until}} ({{timeZone}}).',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  tokenMissing: 'You are not signed in. Please sign in to continue.',
  tokenInvalid: 'Your session has ended. Please sign in again.',
  refreshTokenMissing: 'Refresh token must be filled',
  refreshTokenInvalid: 'Your session has ended. Please sign in again.',
  resetTokenMissing: 'Token must be filled',
  resetTokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out successfully',
  tokenRefreshed: 'Token refreshed',
  forgotPasswordSent: 'If the email is registered, a link to set a new password has been sent.',
  resetTokenValid: 'Token is valid',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  passwordsDiffer: "Password didn't match, please try again",
  // The password rules, worded for each of the two fields (spec: change password).
  newPasswordRequired: 'New Password must be filled',
  newPasswordTooShort: 'New Password must be at least 8 characters.',
  newPasswordTooLong: 'New Password must be at most 12 characters.',
  newPasswordNoLowercase: 'New Password must contain at least one lowercase letter.',
  newPasswordNoUppercase: 'New Password must contain at least one uppercase letter.',
  newPasswordNoNumber: 'New Password must contain at least one number.',
  newPasswordNoSpecial:
    'New Password must contain at least one special character (. , ! @ # $ % ^ & * =).',
  reEnterPasswordRequired: 'Password must be filled',
  reEnterPasswordTooShort: 'Password must be at least 8 characters.',
  reEnterPasswordTooLong: 'Password must be at most 12 characters.',
  reEnterPasswordNoLowercase: 'Password must contain at least one lowercase letter.',
  reEnterPasswordNoUppercase: 'Password must contain at least one uppercase letter.',
  reEnterPasswordNoNumber: 'Password must contain at least one number.',
  reEnterPasswordNoSpecial:
    'Password must contain at least one special character (. , ! @ # $ % ^ & * =).',
});
