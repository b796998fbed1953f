import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { REFRESH_TOKEN_KEY } from '../src/lib/session-keys';

/** The chunks every signed-in page runs: the libraries and the signed-in area (vite.config.ts). */
export const SIGNED_IN_CHUNKS = ['libraries', 'signed-in'];

/**
 * The script that asks for the signed-in chunks at once when the browser holds a session, so
 * they download and compile beside the entry instead of after it has run. Without a session (the
 * sign-in page) it asks for nothing. A file, not inline: the Content-Security-Policy allows only
 * the app's own scripts.
 */
export const sessionPreloadScript = (hrefs: readonly string[]) =>
  `try {
  if (localStorage.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)}) || sessionStorage.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)}))
    ${JSON.stringify(hrefs)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
} catch (storageRefused) {}
`;

/** Writes the session preload script beside the assets and loads it from index.html's head. */
export const sessionPreload = (): Plugin => {
  let base = '/';
  return {
    name: 'creditdesk-session-preload',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const hrefs = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && SIGNED_IN_CHUNKS.includes(file.name))
        .map((chunk) => `${base}${chunk.fileName}`)
        .sort();
      const html = bundle['index.html'];
      if (hrefs.length === 0 || html?.type !== 'asset') return;
      const source = sessionPreloadScript(hrefs);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/session-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = String(html.source).replace(
        '</title>',
        `</title>\n    <script async src="${base}${fileName}"></script>`,
      );
    },
  };
};
