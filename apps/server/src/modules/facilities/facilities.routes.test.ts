import { describe, expect, it } from 'vitest';
import { createdRecord } from '../../testing/http';
import { adminTestFile } from '../../testing/admin-test-file';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';

const { session, call } = adminTestFile('/api/v1/master-data');

const createFacility = async (facilityName: string, description?: string) => {
  return createdRecord<{ _id: string; version: number }>(
    await call('POST', '/facility', { facilityName, description }),
  );
};

/** The contract every master-data module keeps is in testing/crud-contract.test.ts. */
describe('facilities', () => {
  it('refuses to delete a facility a credit application uses', async () => {
    const facility = await createFacility('In Use Facility');
    await insertCreditApplicationRow(session.context.db, {
      createdBy: session.adminId,
      facilityId: facility._id,
    });
    const response = await call('DELETE', `/facility/${facility._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete data. The data has been used in another module.',
    );
    expect((await call('GET', `/facility/${facility._id}`)).statusCode).toBe(200);
  });
});
