import type { Database } from '../db/client';
import {
  creditApplicationFacilities,
  creditApplications,
} from '../modules/credit-applications/credit-applications.table';
import { onlyRow } from './master-data';

let sequence = 0;

/**
 * A credit application row written straight to the database, for tests of the records it
 * references (in use), before or beside the credit application API.
 */
export const insertCreditApplicationRow = async (
  db: Database,
  values: { createdBy: string; debiturId?: string; facilityId?: string; creditTypeId?: string },
) => {
  const row = onlyRow(
    await db
      .insert(creditApplications)
      .values({
        creditAppNo: `TEST-${Date.now()}-${++sequence}`,
        creditAppDate: '2026-01-15',
        type: 'Personal',
        joinType: 'Existing Debitur',
        status: 'Open',
        debiturId: values.debiturId,
        creditTypeId: values.creditTypeId,
        createdBy: values.createdBy,
      })
      .returning(),
  );
  if (values.facilityId) {
    await db
      .insert(creditApplicationFacilities)
      .values({ applicationId: row.id, facilityId: values.facilityId });
  }
  return row;
};
