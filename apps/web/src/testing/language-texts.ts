import type { Language } from '@creditdesk/domain/preferences/preferences.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';

/** A screen's own texts in each language, to find in one and miss in the other. */
export type LanguageTexts = Record<Language, readonly string[]>;

/** Every one of `shown` is on the screen (once it arrives), and none of `absent`. */
export const expectTexts = async (shown: readonly string[], absent: readonly string[]) => {
  for (const text of shown) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  for (const text of absent) expect(screen.queryByText(text)).not.toBeInTheDocument();
};

/** The screen speaks `language`: its texts in it are shown, those in the other language are not. */
export const expectLanguage = (language: Language, texts: LanguageTexts) =>
  expectTexts(texts[language], language === 'en' ? texts.id : texts.en);

/**
 * One test per page and language: each page, rendered in English and then in Indonesian, shows
 * every text of its `shows` in that language and none of the other's.
 */
export const describePagesInEachLanguage = <Page extends { name: string; shows: LanguageTexts }>(
  title: string,
  pages: Page[],
  render: (page: Page) => void,
) =>
  describe.each(['en', 'id'] as const)(`${title} in %s`, (language) => {
    it.each(pages)('render the $name with every text in the catalogue', async (page) => {
      await i18n.changeLanguage(language);
      render(page);
      await expectLanguage(language, page.shows);
    });
  });
