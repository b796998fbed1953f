/**
 * The code a worker thread evaluates to load the module `name` beside `besideUrl` (the caller's
 * `import.meta.url`): its JavaScript in the server's build (scripts/build.ts bundles each worker
 * as `name`.js), its TypeScript when run from the sources, where the thread registers tsx itself
 * first: a worker thread of Node 20 does not inherit tsx's loader. It lives in the lowest layer
 * that starts a thread, the embedded database's, so that every layer above may use it.
 */
export const workerScript = (besideUrl: string, name: string) =>
  besideUrl.endsWith('.js')
    ? `import(${JSON.stringify(new URL(`./${name}.js`, besideUrl).href)});`
    : `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL(`./${name}.ts`, besideUrl).href)});
});`;
