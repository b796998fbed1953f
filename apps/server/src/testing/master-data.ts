import { randomUUID } from 'node:crypto';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Database } from '../db/client';
import { branchGroups, branches } from '../modules/branches/branches.table';
import { creditTypes } from '../modules/credit-types/credit-types.table';
import { debiturs } from '../modules/debiturs/debiturs.table';
import { facilities } from '../modules/facilities/facilities.table';
import { groups } from '../modules/groups/groups.table';
import { requester, type Headers, type UploadFile } from './http';
import type { TestContext } from './test-app';

/**
 * Master data for tests: rows made in the tables where a test is about another module, and
 * debiturs made through the API where the debitur itself is under test.
 */

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export { PDF_BYTES as PDF } from './sample-files';
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);

/** The single row an insert returned; a missing row fails the test where it was made. */
export const onlyRow = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('the insert returned no row');
  return row;
};

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

export interface Area {
  groupId: string;
  branchId: string;
  /** Every branch of the group, in the order named. */
  branchIds: string[];
}

export const createGroup = async (db: Database, name = uniqueName('Group')) =>
  onlyRow(await db.insert(groups).values({ name }).returning());

/** A group and its branches (one, `<name> Branch`, unless named), linked. */
export const createArea = async (
  db: Database,
  name = uniqueName('Group'),
  branchNames = [`${name} Branch`],
): Promise<Area> => {
  const group = await createGroup(db, name);
  const branchIds: string[] = [];
  for (const branchName of branchNames) {
    const branch = onlyRow(await db.insert(branches).values({ name: branchName }).returning());
    await db.insert(branchGroups).values({ branchId: branch.id, groupId: group.id });
    branchIds.push(branch.id);
  }
  return { groupId: group.id, branchId: branchIds[0] ?? '', branchIds };
};

export const createFacility = async (db: Database, name = uniqueName('Facility')) =>
  onlyRow(await db.insert(facilities).values({ name }).returning());

export const createCreditType = async (db: Database, name = uniqueName('Kredit')) =>
  onlyRow(await db.insert(creditTypes).values({ name }).returning());

/** A debitur row in `area` (Personal unless `type` says otherwise); answers its id. */
export const insertDebitur = async (
  db: Database,
  area: Pick<Area, 'groupId' | 'branchId'>,
  values: Partial<typeof debiturs.$inferInsert> = {},
) => {
  const type = values.type ?? 'Personal';
  const row = onlyRow(
    await db
      .insert(debiturs)
      .values({
        address: 'Jl. Asia Afrika 8, Bandung',
        relatedGroupId: area.groupId,
        relatedBranchId: area.branchId,
        ...(type === 'Personal' ? { fullName: 'Rina Kartika' } : { companyName: 'PT Sinar Abadi' }),
        ...values,
        type,
      })
      .returning(),
  );
  return row.id;
};

let idCounter = 0;
/** A 16-digit ID number no other test debitur has. */
export const uniqueIdNumber = () =>
  String(3174000000000000 + ++idCounter + (Date.now() % 100000) * 100);

/** A valid body of the debitur API for `area`: Personal unless `overrides.type` is Enterprise. */
export const debiturPayload = (
  area: Pick<Area, 'groupId' | 'branchId'>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { type: string } => ({
  ...(overrides.type === 'Enterprise'
    ? {
        type: 'Enterprise',
        companyName: 'PT Maju Jaya',
        organizerName: 'Siti Rahma',
        telephoneNumber: '021-555-1234',
        budget: '1500000000.50',
        npwpText: '01.234.567.8-901.234',
        nibText: '1234567890123',
        shareHolder: 'Siti Rahma 60%, Andi 40%',
        permit: 'SIUP 123/2020',
        email: 'info@majujaya.co.id',
        address: 'Jl. Sudirman 10, Jakarta',
      }
    : {
        type: 'Personal',
        fullName: 'Budi Santoso',
        dateOfBirth: '1985-04-12',
        phoneNumber: '+62-812-5555',
        maritalStatus: 'Married',
        idNumber: uniqueIdNumber(),
        email: 'Budi@Example.COM',
        address: 'Jl. Merdeka 1, Bandung',
      }),
  relatedGroup: area.groupId,
  relatedBranch: area.branchId,
  ...overrides,
});

export interface CreatedDebitur {
  _id: string;
  version: number;
  uploadFile: { _id: string; name: string; category: string }[];
  debiturPhoto: { _id: string; name: string }[];
}

/**
 * A debitur created through the API by the user of `headers`, as the form sends it:
 * `createDebitur(context, headers, { type: 'Enterprise', relatedGroup, relatedBranch })`. Without
 * an area in `overrides` it gets a new one.
 */
export const createDebitur = async (
  context: Pick<TestContext, 'app' | 'db'>,
  headers: Headers,
  overrides: Record<string, unknown> & { type?: DebiturType | string } = {},
  files: UploadFile[] = [],
) => {
  const area =
    overrides.relatedGroup === undefined
      ? await createArea(context.db)
      : { groupId: String(overrides.relatedGroup), branchId: String(overrides.relatedBranch) };
  const data = debiturPayload(area, overrides);
  const { callMultipart } = requester(() => context, { base: '/api/v1/master-data' });
  const response = await callMultipart(
    'POST',
    '/debitur',
    { type: data.type, data: JSON.stringify(data) },
    files,
    headers,
  );
  if (response.statusCode !== 201) throw new Error(`debitur creation failed: ${response.body}`);
  return response.json().response as CreatedDebitur;
};
