import type { Database } from '../client';
import { seedAccessCatalogue } from './access-catalogue.seed';
import { seedFirstAdministrator, seedSuperAdminRole } from './super-admin.seed';

/** Everything a working install needs; idempotent, run at every start inside one transaction. */
export const seed = (db: Database, admin: { email: string; password?: string }) =>
  db.transaction(async (tx) => {
    await seedAccessCatalogue(tx);
    const role = await seedSuperAdminRole(tx);
    return seedFirstAdministrator(tx, admin, role.id);
  });
