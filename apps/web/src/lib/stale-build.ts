/**
 * Whether `error` is a chunk of the build the page was opened with that the server no longer has
 * (a new version was deployed since): the browsers' messages for a failed dynamic import, and
 * Vite's for a stylesheet it could not preload.
 */
export const isStaleBuildError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
    error.message,
  );
