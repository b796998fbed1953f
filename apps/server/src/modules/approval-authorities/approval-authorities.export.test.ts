import { describe, expect, it } from 'vitest';
import { adminReading, csvLines } from '../../testing/exports';
import { approverRole, call, context, createTier } from './approval-authorities.fixture';

describe('approval authorities: export', () => {
  it("says a tier without credit types holds for all of them, in the reader's language", async () => {
    await createTier([await approverRole('Komite Semua')], { name: 'Every Type' });
    const exported = async (language: 'en' | 'id') => {
      const csv = await call(
        'GET',
        '/approval-authorities/export?format=csv',
        undefined,
        await adminReading(context, language),
      );
      expect(csv.statusCode, csv.body).toBe(200);
      return csvLines(csv.body);
    };

    expect(await exported('en')).toEqual([
      'No,Name,Plafond From,Plafond To,Credit Types,Required Approvals,Roles',
      '1,Every Type,Rp 0,Rp 500.000.000,All credit types,1,Komite Semua',
    ]);
    expect(await exported('id')).toEqual([
      'No,Nama,Plafon Dari,Plafon Sampai,Jenis Kredit,Persetujuan Diperlukan,Peran',
      '1,Every Type,Rp 0,Rp 500.000.000,Semua jenis kredit,1,Komite Semua',
    ]);
  });
});
