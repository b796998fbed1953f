import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment-header';

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('Laporan "Q1" é.pdf')).toBe(
      `attachment; filename="Laporan _Q1_ _.pdf"; filename*=UTF-8''Laporan%20%22Q1%22%20%C3%A9.pdf`,
    );
  });
});
