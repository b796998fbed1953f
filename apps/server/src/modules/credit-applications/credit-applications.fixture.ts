import { beforeAll, it as vitestIt } from 'vitest';
import { eq } from 'drizzle-orm';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { adminId, adminRequester, context, headers } from '../../testing/file-admin-session';
import { authHeaderWithGrants } from '../../testing/factories';
import { creditApplicationSigning, creditApplications } from './credit-applications.table';
import { createdRecord } from '../../testing/http';
import {
  createArea,
  createCreditType,
  createFacility,
  insertDebitur,
} from '../../testing/master-data';

/**
 * What this module's test files share, on the test file's own app and administrator
 * (testing/file-admin-session.ts).
 */
export { adminId, context, headers };
export const { call, callMultipart } = adminRequester('/api/v1/credit-application');

export let area: { groupId: string; branchId: string };
export let otherArea: { groupId: string; branchId: string };
export let creditTypeId: string;
export let otherCreditTypeId: string;
export let facilityIds: [string, string];
export let personalId: string;
export let enterpriseId: string;
export let archivedId: string;

beforeAll(async () => {
  area = await createArea(context.db, 'Credit Area');
  otherArea = await createArea(context.db, 'Other Credit Area');
  creditTypeId = (await createCreditType(context.db, 'Kredit Modal Kerja')).id;
  otherCreditTypeId = (await createCreditType(context.db, 'Kredit Investasi')).id;
  facilityIds = [
    (await createFacility(context.db, 'Overdraft')).id,
    (await createFacility(context.db, 'Term Loan')).id,
  ];
  personalId = await insertDebitur(context.db, area, { fullName: 'Rina Kartika' });
  enterpriseId = await insertDebitur(context.db, otherArea, {
    type: 'Enterprise',
    companyName: 'PT Sinar Abadi',
  });
  archivedId = await insertDebitur(context.db, area, {
    fullName: 'Archived Person',
    isArchive: true,
  });
});

/** A complete wizard submit for the existing Personal debitur. */
export const application = (overrides: Record<string, unknown> = {}) => ({
  type: 'Personal',
  joinType: 'Existing Debitur',
  debitur: personalId,
  branch: area.branchId,
  creditType: creditTypeId,
  plafond: '1500000000.25',
  facilities: facilityIds,
  tenorStartDate: '2026-02-01',
  tenorEndDate: '2027-01-31',
  creditDesc: 'Working capital for the rice mill',
  status: 'Open',
  ...overrides,
});

export const create = async (overrides: Record<string, unknown> = {}, as = headers) => {
  return createdRecord<{
    _id: string;
    creditAppNo: string;
    status: string;
    version: number;
  }>(await call('POST', '', application(overrides), as));
};

/** `it` whose tests may name `created`: a new Open application of the administrator's each. */
export const it = vitestIt.extend('created', () => create());

export const setStatus = (id: string, status: string) =>
  context.db.update(creditApplications).set({ status }).where(eq(creditApplications.id, id));

export const statusOf = async (id: string) =>
  (await context.db.select().from(creditApplications).where(eq(creditApplications.id, id)))[0]
    ?.status;

export const historyOf = async (id: string) =>
  (
    await context.db
      .select()
      .from(creditApplicationSigning)
      .where(eq(creditApplicationSigning.applicationId, id))
  )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => row.status);

export const countApplications = async () =>
  (await context.db.select().from(creditApplications)).length;

/** A second signed-in user with every Credit Application permission (not the creator). */
export const otherUser = () =>
  authHeaderWithGrants(context, {
    [SUB_MENUS.creditApplication]: ['Read', 'Create', 'Update', 'Delete'],
  });
