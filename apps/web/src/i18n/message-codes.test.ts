import { allMessageCodes } from '@creditdesk/domain/shared/message-codes';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { id } from './locales/id';
import { translateMessage } from './use-message';

describe('message codes in the web', () => {
  // The test setup loads the signed-in area's texts (app-texts.ts), as a signed-in page does.
  it('has an English and an Indonesian text for every code of the domain tables', () => {
    i18n.addResourceBundle('id', 'translation', id, true, true);
    const codes = allMessageCodes();
    expect(codes.length).toBeGreaterThan(300);
    const lacking = (language: string) =>
      codes.filter((code) => !i18n.exists(`messages.${code}`, { lng: language, fallbackLng: [] }));
    expect(lacking('en')).toEqual([]);
    expect(lacking('id')).toEqual([]);
  });

  it('translates a code with its values, and shows other text as it came', () => {
    expect(
      translateMessage('documents.submitWrongStatus', 'documents.submitWrongStatus', {
        status: 'Open',
      }),
    ).toBe('Only a Credit Approved credit application can be submitted; this one is Open.');
    expect(translateMessage('documents.filled?label=NIK')).toBe('NIK must be filled');
    expect(i18n.t('messages.documents.filled', { lng: 'id', label: 'NIK' })).toBe(
      'NIK harus diisi',
    );
    expect(translateMessage('Something the domain never says')).toBe(
      'Something the domain never says',
    );
  });
});
