import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { requester } from '../../testing/http';

let context: TestContext;
let headers: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  adminId = session.user.id;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

const createFacility = async (facilityName: string, description?: string) => {
  const response = await call('POST', '/facility', { facilityName, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as { _id: string; version: number };
};

/** The contract every master-data module keeps is in testing/crud-contract.test.ts. */
describe('facilities', () => {
  it('refuses to delete a facility a credit application uses', async () => {
    const facility = await createFacility('In Use Facility');
    await insertCreditApplicationRow(context.db, { createdBy: adminId, facilityId: facility._id });
    const response = await call('DELETE', `/facility/${facility._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete data. The data has been used in another module.',
    );
    expect((await call('GET', `/facility/${facility._id}`)).statusCode).toBe(200);
  });
});
