import type { Database } from '../db/client';
import { seedAccessCatalogue } from './access-catalogue.seed';
import { seedDefaultTier } from './approval-authorities.seed';
import { seedCreditTypes } from './credit-types.seed';
import { seedDemo } from './demo.seed';
import { seedDocumentCatalogue } from './document-catalogue.seed';
import { seedFirstAdministrator, seedSuperAdminRole } from './super-admin.seed';

/** Everything a working install needs; idempotent, run at every start inside one transaction. */
export const seed = (
  db: Database,
  options: { admin: { email: string; password?: string }; demo: boolean },
) =>
  db.transaction(async (tx) => {
    await seedAccessCatalogue(tx);
    const role = await seedSuperAdminRole(tx);
    await seedCreditTypes(tx);
    await seedDocumentCatalogue(tx);
    const administrator = await seedFirstAdministrator(tx, options.admin, role.id);
    await seedDefaultTier(tx);
    if (options.demo) await seedDemo(tx);
    return administrator;
  });
