import { render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { en } from './locales/en';
import { enApp } from './locales/en-app';
import { id } from './locales/id';
import { translateMessage } from './use-message';

/** Every key of a catalogue as 'auth.signIn', one per text. */
const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('the catalogues', () => {
  it('hold the same keys in English and Indonesian', () => {
    const english = keysOf({ ...en, ...enApp });
    const indonesian = keysOf(id);
    expect(english.filter((key) => !indonesian.includes(key))).toEqual([]);
    expect(indonesian.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('leave no text empty', () => {
    const empty = (['en', 'id'] as const).flatMap((language) =>
      keysOf({ ...en, ...enApp }).filter((key) => !i18n.getResource(language, 'translation', key)),
    );
    expect(empty).toEqual([]);
  });
});

const Missing = () => {
  const { t } = useTranslation();
  return <p>{t('auth.noSuchText')}</p>;
};

describe('a text missing from the catalogue', () => {
  it('fails the render of the screen that asks for it', () => {
    expect(() => render(<Missing />)).toThrow('auth.noSuchText');
  });
});

describe('translateMessage', () => {
  it("shows a domain message by its code in the user's language", async () => {
    await i18n.changeLanguage('id');
    expect(translateMessage('branches.branchNameRequired')).toBe('Nama Cabang harus diisi');
    expect(translateMessage('anything', 'groups.groupNameRequired')).toBe('Nama Grup harus diisi');
  });

  it('shows a message without a known code as it came', () => {
    expect(translateMessage('The server said so')).toBe('The server said so');
  });
});
