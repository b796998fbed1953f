import { describe, expect, it } from 'vitest';
import { adminSession } from '../testing/factories';
import { testAppFile } from '../testing/test-app-file';
import { creditTypes } from '../modules/credit-types/credit-types.table';
import { DEFAULT_CREDIT_TYPES, seedCreditTypes } from './credit-types.seed';

const file = testAppFile();

describe('credit types seed', () => {
  it('gives a fresh database the five usual credit types, listed through the API', async () => {
    expect(await file.context.db.select().from(creditTypes)).toEqual([]);
    await seedCreditTypes(file.context.db);

    const { headers } = await adminSession(file.context);
    const response = await file.context.app.inject({
      method: 'GET',
      url: '/api/v1/master-data/creditapps?sortBy=creditappName&sortOrder=asc',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.total).toBe(5);
    expect(
      response.json().response.data.map((row: { creditappName: string; description: string }) => ({
        name: row.creditappName,
        description: row.description,
      })),
    ).toEqual([...DEFAULT_CREDIT_TYPES].sort((a, b) => a.name.localeCompare(b.name)));
    expect(DEFAULT_CREDIT_TYPES.map((type) => type.name)).toEqual([
      'Kredit Modal Kerja',
      'Kredit Investasi',
      'Kredit Konsumsi',
      'Kredit Pemilikan Rumah',
      'Kredit Multiguna',
    ]);
  });

  it('leaves the bank’s own list alone once it has any credit type, deleted seeds included', async () => {
    await file.context.db.delete(creditTypes);
    await file.context.db.insert(creditTypes).values({ name: 'Kredit Bank Sendiri' });
    await seedCreditTypes(file.context.db);
    await seedCreditTypes(file.context.db);
    const rows = await file.context.db.select({ name: creditTypes.name }).from(creditTypes);
    expect(rows).toEqual([{ name: 'Kredit Bank Sendiri' }]);
  });
});
