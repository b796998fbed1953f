import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { creditTypes } from '../../modules/credit-types/credit-types.table';
import { DEFAULT_CREDIT_TYPES, seedCreditTypes } from './credit-types.seed';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe('credit types seed', () => {
  it('gives a fresh database the five usual credit types, listed through the API', async () => {
    expect(await context.db.select().from(creditTypes)).toEqual([]);
    await seedCreditTypes(context.db);

    const { headers } = await adminSession(context);
    const response = await context.app.inject({
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
    await context.db.delete(creditTypes);
    await context.db.insert(creditTypes).values({ name: 'Kredit Bank Sendiri' });
    await seedCreditTypes(context.db);
    await seedCreditTypes(context.db);
    const rows = await context.db.select({ name: creditTypes.name }).from(creditTypes);
    expect(rows).toEqual([{ name: 'Kredit Bank Sendiri' }]);
  });
});
