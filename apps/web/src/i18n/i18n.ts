import { LANGUAGES, type Language } from '@creditdesk/domain/preferences/preferences.schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { id } from './locales/id';

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
  resources: { en: { translation: en }, id: { translation: id } },
  lng: storedLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  // The resources are in the bundle: ready before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => onMissingKey(key),
});

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

/** Shows the app in `language` and remembers it on this browser for the signed-out pages. */
export const applyLanguage = async (language: Language) => {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
};
