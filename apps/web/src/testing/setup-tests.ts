import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/app-texts';
import { handleMissingKeys, i18n, MissingTranslationError } from '../i18n/i18n';
import { id } from '../i18n/locales/id';
import { mediaQueryList } from './media-query';

// Mantine reads these browser APIs, which happy-dom does not provide.
window.matchMedia ??= (query: string) => mediaQueryList(query, false);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// findBy and waitFor give up after 1 s by default, which a loaded CI machine can take for one render;
// a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// A screen that asks for a text no catalogue holds fails its test instead of showing the key.
handleMissingKeys((key) => {
  throw new MissingTranslationError(`No text for "${key}" in ${i18n.language}`);
});

// Both catalogues are at hand, so a test may switch with i18n.changeLanguage alone.
i18n.addResourceBundle('id', 'translation', id);

// Tests speak English (the spec's texts) unless they switch; a switch ends with the test.
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
