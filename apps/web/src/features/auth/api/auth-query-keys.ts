/** Query keys of the auth module; every query and invalidation goes through these. */
export const authQueryKeys = {
  all: ['auth'] as const,
  me: () => [...authQueryKeys.all, 'me'] as const,
  mailNotices: () => [...authQueryKeys.all, 'mail-notices'] as const,
  captcha: () => [...authQueryKeys.all, 'captcha'] as const,
  resetToken: (token: string) => [...authQueryKeys.all, 'reset-token', token] as const,
};
