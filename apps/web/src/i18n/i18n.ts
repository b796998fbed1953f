import { LANGUAGES, type Language } from '@creditdesk/domain/preferences/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

const LANGUAGE_KEY = 'creditdesk.language';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/**
 * The signed-out pages speak the language last used on this browser, the signed-in ones the
 * user's (GET /auth/me); English until either is known.
 */
const storedLanguage = (): Language => {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
};

/** A key found in no catalogue; tests make it fail the render (testing/setup-tests). */
export class MissingTranslationError extends Error {}

let onMissingKey = (key: string) => console.warn(`CreditDesk: no text for "${key}"`);

/** Replaces what happens on a missing key; the tests throw. */
export const handleMissingKeys = (handler: (key: string) => void) => {
  onMissingKey = handler;
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Indonesian arrives with its first use (loadLanguage): English readers never download it.
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: 'en',
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  // English is in the bundle: ready before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => onMissingKey(key),
});

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

/** Adds a language's catalogue the first time it is needed. */
const loadLanguage = async (language: Language) => {
  if (language !== 'id' || i18n.hasResourceBundle('id', 'translation')) return;
  const { id } = await import('./locales/id');
  i18n.addResourceBundle('id', 'translation', id);
};

/** Shows the app in `language` and remembers it on this browser for the signed-out pages. */
export const applyLanguage = async (language: Language) => {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

/** Settles once the language last used on this browser is ready to render. */
export const i18nReady = (): Promise<void> => {
  const language = storedLanguage();
  return language === 'en' ? Promise.resolve() : applyLanguage(language);
};
