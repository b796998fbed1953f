import { debiturFiles } from '../modules/debiturs/debiturs.table';
import { userPhotos } from '../modules/users/users.table';
import { insertCreditApplicationRow } from './credit-application-rows';
import { adminSession, createRole } from './factories';
import { requester } from './http';
import {
  createArea,
  createCreditType,
  createFacility,
  debiturPayload,
  insertDebitur,
  onlyRow,
  PDF,
} from './master-data';
import type { TestContext } from './test-app';

/**
 * One record of every kind, made in the tables, with a signed-in Super Admin: for the tests that
 * walk every route and need an id that exists for each path parameter.
 */
export const createRecords = async (context: TestContext) => {
  const session = await adminSession(context);
  const { groupId, branchId } = await createArea(context.db, 'Records Group', ['Records Branch']);
  const facility = await createFacility(context.db, 'Overdraft');
  const creditType = await createCreditType(context.db, 'Records Credit Type');
  const role = await createRole(context.db, { 'Master Data Group': ['Read'] }, 'Records Role');
  const area = { groupId, branchId };
  const personal = (overrides: Record<string, unknown> = {}) => debiturPayload(area, overrides);
  const enterprise = (overrides: Record<string, unknown> = {}) =>
    debiturPayload(area, { type: 'Enterprise', ...overrides });
  const debiturId = await insertDebitur(context.db, area, { address: 'Jl. Asia Afrika 8' });
  const enterpriseDebiturId = await insertDebitur(context.db, area, {
    type: 'Enterprise',
    address: 'Jl. Gatot Subroto 2',
  });
  const uploaded = await requester(() => context, { headers: () => session.headers }).callMultipart(
    'PUT',
    `/master-data/debitur/${debiturId}/files`,
    {},
    [{ key: 'ktp', data: PDF, name: 'ktp.pdf' }],
  );
  if (uploaded.statusCode !== 200) throw new Error(`file upload failed: ${uploaded.body}`);
  const debiturFile = onlyRow(await context.db.select().from(debiturFiles));
  const photo = onlyRow(
    await context.db
      .insert(userPhotos)
      .values({
        userId: session.user.id,
        storageKey: 'user-photos/none',
        contentType: 'image/png',
        size: 1,
      })
      .returning(),
  );
  const application = await insertCreditApplicationRow(context.db, {
    createdBy: session.user.id,
    debiturId,
    facilityId: facility.id,
    creditTypeId: creditType.id,
  });
  return {
    headers: session.headers,
    admin: session.user,
    groupId,
    branchId,
    facilityId: facility.id,
    creditTypeId: creditType.id,
    roleId: role.id,
    debiturId,
    enterpriseDebiturId,
    debiturFileId: debiturFile.id,
    photoId: photo.id,
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
