/** Query keys of the server's settings: one answer, kept until the page reloads. */
export const settingsQueryKeys = { all: ['settings'] as const };
