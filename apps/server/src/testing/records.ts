import { insertCreditApplicationRow } from './credit-application-rows';
import type { TestContext } from './test-app';
import { adminSession, createRole } from './factories';
import { branchGroups, branches } from '../modules/branches/branches.table';
import { creditTypes } from '../modules/credit-types/credit-types.table';
import { debiturFiles, debiturs } from '../modules/debiturs/debiturs.table';
import { facilities } from '../modules/facilities/facilities.table';
import { groups } from '../modules/groups/groups.table';
import { userPhotos } from '../modules/users/users.table';
import { multipart } from './multipart';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

let counter = 0;
/** A 16-digit ID number no other test debitur has. */
export const uniqueIdNumber = () =>
  String(3174000000000000 + ++counter + (Date.now() % 100000) * 100);

/**
 * One record of every kind, made in the tables, with a signed-in Super Admin: for the tests that
 * walk every route and need an id that exists for each path parameter.
 */
export const createRecords = async (context: TestContext) => {
  const session = await adminSession(context);
  const [group] = await context.db.insert(groups).values({ name: 'Records Group' }).returning();
  const [branch] = await context.db.insert(branches).values({ name: 'Records Branch' }).returning();
  await context.db.insert(branchGroups).values({ branchId: branch!.id, groupId: group!.id });
  const [facility] = await context.db.insert(facilities).values({ name: 'Overdraft' }).returning();
  const [creditType] = await context.db
    .insert(creditTypes)
    .values({ name: 'Records Credit Type' })
    .returning();
  const role = await createRole(context.db, { 'Master Data Group': ['Read'] }, 'Records Role');
  const area = { relatedGroup: group!.id, relatedBranch: branch!.id };
  const personal = (overrides: Record<string, unknown> = {}) => ({
    type: 'Personal',
    fullName: 'Budi Santoso',
    dateOfBirth: '1985-04-12',
    phoneNumber: '081234567890',
    maritalStatus: 'Married',
    idNumber: uniqueIdNumber(),
    address: 'Jl. Merdeka 1, Jakarta',
    ...area,
    ...overrides,
  });
  const enterprise = (overrides: Record<string, unknown> = {}) => ({
    type: 'Enterprise',
    companyName: 'PT Maju Jaya',
    organizerName: 'Siti Rahma',
    telephoneNumber: '0215550123',
    budget: '1500000000.00',
    npwpText: '01.234.567.8-901.000',
    nibText: '1234567890123',
    shareHolder: 'Siti Rahma 60%, Andi 40%',
    permit: 'SIUP 123/2020',
    address: 'Jl. Sudirman 5, Jakarta',
    ...area,
    ...overrides,
  });
  const [debitur] = await context.db
    .insert(debiturs)
    .values({
      type: 'Personal',
      fullName: 'Rina Kartika',
      address: 'Jl. Asia Afrika 8',
      relatedGroupId: group!.id,
      relatedBranchId: branch!.id,
    })
    .returning();
  const [enterpriseDebitur] = await context.db
    .insert(debiturs)
    .values({
      type: 'Enterprise',
      companyName: 'PT Sinar Abadi',
      address: 'Jl. Gatot Subroto 2',
      relatedGroupId: group!.id,
      relatedBranchId: branch!.id,
    })
    .returning();
  const file = await multipart({}, [{ key: 'ktp', data: PDF, name: 'ktp.pdf' }]);
  const uploaded = await context.app.inject({
    method: 'PUT',
    url: `/api/v1/master-data/debitur/${debitur!.id}/files`,
    headers: { ...session.headers, ...file.headers },
    payload: file.payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`file upload failed: ${uploaded.body}`);
  const [debiturFile] = await context.db.select().from(debiturFiles);
  const [photo] = await context.db
    .insert(userPhotos)
    .values({
      userId: session.user.id,
      storageKey: 'user-photos/none',
      contentType: 'image/png',
      size: 1,
    })
    .returning();
  const application = await insertCreditApplicationRow(context.db, {
    createdBy: session.user.id,
    debiturId: debitur!.id,
    facilityId: facility!.id,
    creditTypeId: creditType!.id,
  });
  return {
    headers: session.headers,
    admin: session.user,
    groupId: group!.id,
    branchId: branch!.id,
    facilityId: facility!.id,
    creditTypeId: creditType!.id,
    roleId: role.id,
    debiturId: debitur!.id,
    enterpriseDebiturId: enterpriseDebitur!.id,
    debiturFileId: debiturFile!.id,
    photoId: photo!.id,
    applicationId: application.id,
    personal,
    enterprise,
  };
};
export type Records = Awaited<ReturnType<typeof createRecords>>;

/**
 * A route's URL with each path parameter replaced by the id of an existing record of its kind:
 * `/api/v1/master-data/group/:id` gets the group's id.
 */
export const pathWithRecords = (url: string, records: Records) => {
  const kinds: [RegExp, string][] = [
    [/\/role\/:id/, records.roleId],
    [/\/user\/:id/, records.admin.id],
    [/\/group\/:id/, records.groupId],
    [/\/branch\/:id/, records.branchId],
    [/\/facility\/:id/, records.facilityId],
    [/\/creditapp\/:id/, records.creditTypeId],
    [/\/debitur\/file\/:id/, records.debiturFileId],
    [/\/debitur\/:id/, records.debiturId],
    [/\/document-credit-application\/:id/, records.applicationId],
    [/\/credit-application\/:id/, records.applicationId],
  ];
  let path = url;
  for (const [pattern, id] of kinds)
    path = path.replace(pattern, (match) => match.replace(':id', id));
  return path.replace(':fileId', records.debiturFileId).replace(':photoId', records.photoId);
};
