/** The signed-in frame: header, menu, page states and the refusal of a page the role may not open. */
export const app = {
  skipToContent: 'Skip to content',
  toggleMenu: 'Toggle menu',
  mainMenu: 'Main menu',
  breadcrumb: 'Breadcrumb',
  signOut: 'Sign out',
  loading: 'Loading',
  accessDeniedTitle: 'You do not have access to this page.',
  accessDeniedText: 'Ask your administrator to grant your role access if you need it.',
  loadFailedTitle: 'CreditDesk could not be loaded',
  tryAgain: 'Try again',
  retry: 'Retry',
  back: 'Back',
};
