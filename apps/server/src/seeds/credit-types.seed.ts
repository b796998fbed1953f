import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { creditTypes } from '../modules/credit-types/credit-types.table';

export const DEFAULT_CREDIT_TYPES = [
  { name: 'Kredit Modal Kerja', description: 'Working capital for a business' },
  { name: 'Kredit Investasi', description: 'Investment in machinery, buildings or expansion' },
  { name: 'Kredit Konsumsi', description: 'Consumer credit for personal needs' },
  { name: 'Kredit Pemilikan Rumah', description: 'Home ownership credit' },
  { name: 'Kredit Multiguna', description: 'Multipurpose credit secured by collateral' },
];

/** A fresh install starts with the usual credit types; once any exist, they are the bank's to manage. */
export const seedCreditTypes = async (executor: Executor) => {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(creditTypes);
  if ((row?.count ?? 0) > 0) return;
  // Staggered creation times keep the newest-first list in this order.
  const now = Date.now();
  await executor.insert(creditTypes).values(
    DEFAULT_CREDIT_TYPES.map((type, index) => ({
      ...type,
      createdAt: new Date(now - index * 1000),
    })),
  );
};
