/** Where the web app finds its API: the same origin (the dev server proxies it to the server). */
export const env = {
  apiBaseUrl: '/api/v1',
} as const;
