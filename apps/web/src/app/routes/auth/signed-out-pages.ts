export { ForgotPasswordRoute } from './forgot-password';
export { ForgotPasswordSubmitRoute } from './forgot-password-submit';
export { ChangePasswordRoute } from './change-password';
export { ChangePasswordSubmitRoute } from './change-password-submit';
