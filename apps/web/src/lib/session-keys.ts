/** Where a session's tokens are kept, in localStorage (Remember Me) or sessionStorage. */
export const ACCESS_TOKEN_KEY = 'creditdesk.access-token';
export const REFRESH_TOKEN_KEY = 'creditdesk.refresh-token';
