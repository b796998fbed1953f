import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { PRIVILEGE_MESSAGES, type DataScope } from '@creditdesk/domain/access/privilege';
import { STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { USER_MESSAGES, USER_PHOTO_MAX_BYTES } from '@creditdesk/domain/users/users.schemas';
import { auditLogs } from '../audit/audit.table';
import { authSessions, passwordResetTokens } from '../auth/auth.table';
import {
  adminSession,
  authHeaderWithGrants,
  createRole,
  createUser,
  signIn,
  superAdminRoleId,
} from '../../testing/factories';
import { latestPasswordLink } from '../../testing/outbox';
import { createTestApp, solveCaptcha, type TestContext } from '../../testing/test-app';
import { userAreas, users } from './users.table';
import { requester } from '../../testing/http';
import { storedFiles } from '../../testing/inspect';
import { createArea, createGroup, type Area } from '../../testing/master-data';

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

const { call, callMultipart: sendForm } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface PhotoFile {
  data: Buffer;
  name?: string;
  type?: string;
}

/** The user form: text fields, and the photo as `userPhoto`. */
const callMultipart = (
  method: Method,
  url: string,
  fields: Record<string, string>,
  photo?: PhotoFile,
) =>
  sendForm(
    method,
    url,
    fields,
    photo
      ? [
          {
            key: 'userPhoto',
            data: photo.data,
            name: photo.name ?? 'photo.png',
            type: photo.type ?? 'image/png',
          },
        ]
      : [],
  );

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

let counter = 0;
const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}-${Date.now()}@bank.example`;

let roleId: string;
let area: Area;
let otherArea: Area;

beforeAll(async () => {
  roleId = (await createRole(context.db, { 'User Management': ['Read'] }, 'Account Officer')).id;
  area = await createArea(context.db, 'Jawa Barat', ['Bandung', 'Bogor', 'Cirebon']);
  otherArea = await createArea(context.db, 'Sumatera', ['Medan']);
});

const areaOf = (entries: { groupId: string; branchIds: string[] }[]) =>
  JSON.stringify(
    entries.map((entry) => ({
      groupId: entry.groupId,
      branch: entry.branchIds.map((branchId) => ({ branchId })),
    })),
  );

const validFields = (overrides: Record<string, string> = {}) => ({
  name: 'Siti Rahma',
  email: uniqueEmail(),
  roleId,
  isActive: 'true',
  phoneNumber: '081234567890',
  area: areaOf([{ groupId: area.groupId, branchIds: [area.branchIds[0]] }]),
  ...overrides,
});

const createUserThroughApi = async (overrides: Record<string, string> = {}, photo?: PhotoFile) => {
  const response = await callMultipart('POST', '/user', validFields(overrides), photo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as {
    _id: string;
    email: string;
    version: number;
    userPhoto: { _id: string }[];
  };
};

const outbox = () => path.join(context.config.dataDir, 'outbox');
const storedPhotos = async () => (await storedFiles(context, 'user-photos')).length;
const usersWithEmail = async (email: string) =>
  (await context.db.select().from(users).where(eq(users.email, email))).length;

const { call: auth } = requester(() => context, { base: '/api/v1/auth' });
const sync = (token: string) =>
  auth('GET', `/forgot-password/sync?token=${encodeURIComponent(token)}`);
const changePassword = (token: string, password: string) =>
  auth('POST', '/change-password', { token, newPassword: password, reEnterPassword: password });
const me = (token: string) => auth('GET', '/me', undefined, { authorization: `Bearer ${token}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('creating a user', () => {
  it('creates a user without a password, with role, area, photo and creator, auditing it', async () => {
    const email = uniqueEmail('siti');
    const created = await createUserThroughApi(
      {
        email,
        area: areaOf([
          { groupId: area.groupId, branchIds: [area.branchIds[1], area.branchIds[0]] },
          { groupId: otherArea.groupId, branchIds: [otherArea.branchIds[0]] },
        ]),
      },
      { data: PNG },
    );
    const detail = await call('GET', `/user/${created._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response).toMatchObject({
      name: 'Siti Rahma',
      email,
      isActive: true,
      hasPassword: false,
      role: { _id: roleId, name: 'Account Officer' },
      phoneNumber: '081234567890',
      createdBy: { _id: adminId, name: 'Admin Tester' },
      version: 1,
      groups: [
        {
          _id: area.groupId,
          groupName: 'Jawa Barat',
          branches: [
            { _id: area.branchIds[0], branchName: 'Bandung' },
            { _id: area.branchIds[1], branchName: 'Bogor' },
          ],
        },
        {
          _id: otherArea.groupId,
          groupName: 'Sumatera',
          branches: [{ _id: otherArea.branchIds[0], branchName: 'Medan' }],
        },
      ],
    });
    expect(detail.json().response.userPhoto).toHaveLength(1);
    expect(detail.json().response).not.toHaveProperty('invitationSent');
    const [row] = await context.db.select().from(users).where(eq(users.id, created._id));
    expect(row!.passwordHash).toBeNull();

    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, created._id), eq(auditLogs.action, 'created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(adminId);
    expect(audit[0]!.after).toMatchObject({ name: 'Siti Rahma', email, isActive: true, roleId });
    expect(JSON.stringify(audit[0]!.after)).not.toMatch(/password/i);
  });

  it('accepts a JSON body without a photo, and status instead of isActive', async () => {
    const response = await call('POST', '/user', {
      ...validFields(),
      isActive: undefined,
      status: 'inactive',
      area: [{ groupId: area.groupId, branch: [{ branchId: area.branchIds[2] }] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response).toMatchObject({ isActive: false, userPhoto: [] });
  });

  it('mails a 72-hour invitation that opens the password page and sets the first password', async () => {
    const email = uniqueEmail('invited');
    const response = await callMultipart('POST', '/user', validFields({ email }));
    expect(response.json()).toMatchObject({
      message: 'User created',
      response: { invitationSent: true },
    });
    const created = response.json().response as { _id: string };
    const link = await latestPasswordLink(outbox(), email);
    expect(link).toMatch(
      new RegExp(`^${context.config.publicUrl}/auth/change-password\\?token=[\\w%-]+$`),
    );
    const [token] = await context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created._id));
    expect(token!.purpose).toBe('invitation');
    const hours = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);

    const check = await sync(tokenOf(link!));
    expect(check.statusCode).toBe(200);
    expect(check.json().response).toEqual({ email });
    expect((await changePassword(tokenOf(link!), 'First.2026')).statusCode).toBe(200);
    expect((await signIn(context, email, 'First.2026')).token).toEqual(expect.any(String));
    expect((await call('GET', `/user/${created._id}`)).json().response.hasPassword).toBe(true);

    const resend = await call('POST', `/user/${created._id}/invitation`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(USER_MESSAGES.alreadyHasPassword);
  });

  it('resends the invitation: the new link works, the old one no longer does', async () => {
    const email = uniqueEmail('resend');
    const created = await createUserThroughApi({ email });
    const first = (await latestPasswordLink(outbox(), email))!;
    // Outbox files are named by the millisecond; keep the mails apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resend = await call('POST', `/user/${created._id}/invitation`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(USER_MESSAGES.invitationSent);
    const second = (await latestPasswordLink(outbox(), email))!;
    expect(second).not.toBe(first);
    expect((await sync(tokenOf(first))).statusCode).toBe(400);
    expect((await sync(tokenOf(second))).statusCode).toBe(200);
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, created._id), eq(auditLogs.action, 'invitation-sent')));
    expect(audit).toHaveLength(1);
    expect(
      (await call('POST', `/user/00000000-0000-4000-8000-000000000000/invitation`)).statusCode,
    ).toBe(404);
  });

  it('answers 400 with each spec message and writes nothing', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ name: undefined }, 'Full Name must be filled'],
      [{ name: '  ' }, 'Full Name must be filled'],
      [{ email: undefined }, 'Email must be filled'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ isActive: undefined }, 'Status must be filled'],
      [{ isActive: undefined, status: '' }, 'Status must be filled'],
      [{ roleId: undefined }, 'Role must be filled'],
      [{ area: undefined }, 'At least have one branch'],
      [{ area: '[]' }, 'At least have one branch'],
      [
        { area: JSON.stringify([{ groupId: area.groupId, branch: [] }]) },
        'At least have one branch',
      ],
      [
        { area: JSON.stringify([{ groupId: '', branch: [{ branchId: area.branchIds[0] }] }]) },
        'Group must be filled',
      ],
      [
        { area: JSON.stringify([{ groupId: area.groupId, branch: [{ branchId: '' }] }]) },
        'Branch must be filled',
      ],
      [{ name: 'x'.repeat(76) }, 'Must be 75 characters or less. Now 76 characters'],
      [
        { isActive: undefined, status: 'x'.repeat(76) },
        'Must be 75 characters or less. Now 76 characters',
      ],
      [{ roleId: 'x'.repeat(77) }, 'Must be 75 characters or less. Now 77 characters'],
      [{ userPhoto: 'not a file' }, 'Please upload a valid photo'],
    ];
    for (const [overrides, message] of cases) {
      const fields = Object.fromEntries(
        Object.entries(validFields(overrides as Record<string, string>)).filter(
          ([, value]) => value !== undefined,
        ),
      ) as Record<string, string>;
      const response = await callMultipart('POST', '/user', fields);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message, JSON.stringify(overrides)).toBe(message);
      if (fields.email) expect(await usersWithEmail(fields.email)).toBe(0);
    }
  });

  it('answers 400 for an unknown role, group or branch, or a branch outside its group', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, string>, string][] = [
      [{ roleId: unknown }, USER_MESSAGES.roleNotFound],
      [{ roleId: 'not-a-role' }, USER_MESSAGES.roleNotFound],
      [
        { area: areaOf([{ groupId: unknown, branchIds: [area.branchIds[0]] }]) },
        USER_MESSAGES.groupNotFound,
      ],
      [
        { area: areaOf([{ groupId: area.groupId, branchIds: [unknown] }]) },
        USER_MESSAGES.branchNotFound,
      ],
      [
        { area: areaOf([{ groupId: area.groupId, branchIds: [otherArea.branchIds[0]] }]) },
        'Branch Medan does not belong to group Jawa Barat.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const fields = validFields(overrides);
      const response = await callMultipart('POST', '/user', fields, { data: PNG });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await usersWithEmail(fields.email)).toBe(0);
    }
  });

  it('answers 409 for an email already used, case aside, and removes the stored photo', async () => {
    const email = uniqueEmail('taken');
    await createUserThroughApi({ email });
    const photosBefore = await storedPhotos();
    const duplicate = await callMultipart(
      'POST',
      '/user',
      validFields({ email: email.toUpperCase() }),
      { data: PNG },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Email is already used by another user.');
    expect(await storedPhotos()).toBe(photosBefore);
  });

  it('still creates the user when the invitation mail cannot be sent, and says so', async () => {
    const offline = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const { headers: offlineHeaders } = await adminSession(offline);
      const role = await createRole(offline.db, {});
      const { groupId, branchId } = await createArea(offline.db, 'Offline', ['Offline']);
      const response = await requester(() => offline).call(
        'POST',
        '/master-data/user',
        {
          name: 'No Mail',
          email: 'no-mail@bank.example',
          roleId: role.id,
          isActive: true,
          area: [{ groupId, branch: [{ branchId }] }],
        },
        offlineHeaders,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(USER_MESSAGES.invitationNotSent);
      expect(response.json().response.invitationSent).toBe(false);
    } finally {
      await offline.close();
    }
  });
});

describe('user photos', () => {
  it('stores the photo and serves it with its image type', async () => {
    const created = await createUserThroughApi(
      {},
      { data: JPEG, name: 'me.png', type: 'image/png' },
    );
    const photoId = created.userPhoto[0]!._id;
    const photo = await call('GET', `/user/photo-user/${photoId}`);
    expect(photo.statusCode).toBe(200);
    // The type comes from the bytes, not from the name or the declared type.
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);

    const updated = await callMultipart(
      'PUT',
      `/user/${created._id}`,
      validFields({ email: created.email, isActive: 'true' }),
      { data: PNG },
    );
    expect(updated.statusCode).toBe(200);
    const photos = updated.json().response.userPhoto as { _id: string }[];
    expect(photos).toHaveLength(2);
    expect(photos[0]!._id).toBe(photoId);
    const latest = await call('GET', `/user/photo-user/${photos[1]!._id}`);
    expect(latest.headers['content-type']).toBe('image/png');
  });

  it('refuses a photo over 2 MB (413) or one that is not an image (415), writing nothing', async () => {
    const photosBefore = await storedPhotos();
    const large = validFields();
    const tooLarge = await callMultipart('POST', '/user', large, {
      data: Buffer.concat([PNG, Buffer.alloc(USER_PHOTO_MAX_BYTES)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(USER_MESSAGES.photoTooLarge);
    expect(await usersWithEmail(large.email)).toBe(0);

    const text = validFields();
    const notImage = await callMultipart('POST', '/user', text, {
      data: Buffer.from('<svg onload="alert(1)"></svg>'),
      name: 'photo.png',
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('Please upload a valid photo');
    expect(await usersWithEmail(text.email)).toBe(0);
    expect(await storedPhotos()).toBe(photosBefore);
  });

  it('accepts a photo of exactly 2 MB', async () => {
    const data = Buffer.concat([PNG, Buffer.alloc(USER_PHOTO_MAX_BYTES - PNG.length)]);
    const created = await createUserThroughApi({}, { data });
    expect(created.userPhoto).toHaveLength(1);
  });

  it('answers 404 for an unknown photo', async () => {
    const response = await call('GET', '/user/photo-user/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('updating a user', () => {
  it('updates fields, area and status, auditing only what changed', async () => {
    const created = await createUserThroughApi();
    const response = await callMultipart('PUT', `/user/${created._id}`, {
      name: 'Siti Rahma Putri',
      email: created.email,
      roleId,
      status: 'active',
      area: areaOf([{ groupId: otherArea.groupId, branchIds: [otherArea.branchIds[0]] }]),
      version: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toMatchObject({
      name: 'Siti Rahma Putri',
      version: 2,
      groups: [{ _id: otherArea.groupId, branches: [{ branchName: 'Medan' }] }],
    });
    const [audit] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, created._id), eq(auditLogs.action, 'updated')));
    expect(Object.keys(audit!.after as object).sort()).toEqual(['area', 'name', 'phoneNumber']);

    const stale = await callMultipart('PUT', `/user/${created._id}`, {
      ...validFields({ email: created.email, name: 'Stale' }),
      version: '1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call('GET', `/user/${created._id}`)).json().response.name).toBe(
      'Siti Rahma Putri',
    );
  });

  it('ends every session of a user set to Inactive', async () => {
    const user = await createUser(context.db, { name: 'Soon Inactive' });
    const session = await signIn(context, user.email);
    expect((await me(session.token)).statusCode).toBe(200);
    const response = await callMultipart('PUT', `/user/${user.id}`, {
      ...validFields({ email: user.email, name: 'Soon Inactive' }),
      status: 'inactive',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response.isActive).toBe(false);
    expect((await me(session.token)).statusCode).toBe(401);
    const refresh = await auth('POST', '/refresh-token', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const login = await auth('POST', '/login', {
      email: user.email,
      password: 'Secret.123',
      ...(await solveCaptcha(context)),
    });
    expect(login.statusCode).toBe(403);

    const sessions = await context.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(sessions.map((row) => row.revokedReason)).toEqual(['user-deactivated']);
    // Set Active again, the old sessions stay ended.
    const reactivated = await callMultipart('PUT', `/user/${user.id}`, {
      ...validFields({ email: user.email, name: 'Soon Inactive' }),
      status: 'active',
    });
    expect(reactivated.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('refuses to set your own account Inactive', async () => {
    const response = await callMultipart('PUT', `/user/${adminId}`, {
      ...validFields({ email: 'ignored@bank.example' }),
      status: 'inactive',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USER_MESSAGES.cannotDeactivateSelf);
  });

  it('answers 409 when the new email belongs to someone else', async () => {
    const first = await createUserThroughApi();
    const second = await createUserThroughApi();
    const response = await callMultipart(
      'PUT',
      `/user/${second._id}`,
      validFields({ email: first.email }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Email is already used by another user.');
  });
});

describe('deleting a user', () => {
  it('deletes the user with their photos, auditing it', async () => {
    const photosBefore = await storedPhotos();
    const created = await createUserThroughApi({}, { data: PNG });
    expect(await storedPhotos()).toBe(photosBefore + 1);
    const response = await call('DELETE', `/user/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/user/${created._id}`)).statusCode).toBe(404);
    expect(await storedPhotos()).toBe(photosBefore);
    const [audit] = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, created._id), eq(auditLogs.action, 'deleted')));
    expect(audit!.before).toMatchObject({ email: created.email });
    expect(JSON.stringify(audit!.before)).not.toMatch(/password/i);
  });

  it('refuses to delete your own account', async () => {
    const response = await call('DELETE', `/user/${adminId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect((await call('GET', `/user/${adminId}`)).statusCode).toBe(200);
  });
});

describe('listing users', () => {
  let filterRole: string;
  let north: Area;
  let south: Area;

  beforeAll(async () => {
    filterRole = (await createRole(context.db, {}, 'Filter Role')).id;
    north = await createArea(context.db, 'Filter North', [
      'Filterbranch Utara',
      'Filterbranch Barat',
    ]);
    south = await createArea(context.db, 'Filter South', ['Filterbranch Selatan']);
    const make = (name: string, status: string, group: typeof north, branchIndex: number) =>
      call('POST', '/user', {
        name,
        email: `${name.toLowerCase().replace(/\s/g, '.')}@filter.example`,
        roleId: filterRole,
        status,
        area: [{ groupId: group.groupId, branch: [{ branchId: group.branchIds[branchIndex] }] }],
      });
    for (const response of [
      await make('Filter Ani', 'active', north, 0),
      await make('Filter Budi', 'inactive', north, 1),
      await make('Filter Citra', 'active', south, 0),
    ])
      expect(response.statusCode, response.body).toBe(201);
  });

  const names = async (query: string) => {
    const response = await call('GET', `/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().response.data as { name: string }[]).map((row) => row.name).sort();
  };

  it('filters by role, group, branch and status, single or repeated', async () => {
    expect(await names(`roleId=${filterRole}`)).toEqual([
      'Filter Ani',
      'Filter Budi',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&groupId=${north.groupId}`)).toEqual([
      'Filter Ani',
      'Filter Budi',
    ]);
    expect(
      await names(`groupId[]=${north.groupId}&groupId[]=${south.groupId}&status=active`),
    ).toEqual(['Filter Ani', 'Filter Citra']);
    expect(await names(`branchId=${north.branchIds[1]}`)).toEqual(['Filter Budi']);
    expect(await names(`branchId=${north.branchIds[1]}&branchId=${south.branchIds[0]}`)).toEqual([
      'Filter Budi',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&status=inactive`)).toEqual(['Filter Budi']);
    expect(await names(`roleId=${filterRole}&isActive=true`)).toEqual([
      'Filter Ani',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&isActive=false`)).toEqual(['Filter Budi']);
    expect(await names(`roleId=${filterRole}&isActive=&status=`)).toHaveLength(3);
    expect((await call('GET', '/users?roleId=not-an-id')).statusCode).toBe(400);
  });

  it('searches by name, email and branch name, and pages created descending', async () => {
    expect(await names('search=filter%20an')).toEqual(['Filter Ani']);
    expect(await names('search=filter.citra@')).toEqual(['Filter Citra']);
    expect(await names('search=filterbranch%20bar')).toEqual(['Filter Budi']);
    const page = await call('GET', `/users?roleId=${filterRole}&limit=2&page=1`);
    expect(page.json().response.total).toBe(3);
    expect(page.json().response.data.map((row: { name: string }) => row.name)).toEqual([
      'Filter Citra',
      'Filter Budi',
    ]);
    const sorted = await call('GET', `/users?roleId=${filterRole}&sortBy=name&sortOrder=asc`);
    expect(sorted.json().response.data[0]).toMatchObject({
      name: 'Filter Ani',
      role: { _id: filterRole, name: 'Filter Role' },
      groups: [{ groupName: 'Filter North', branches: [{ branchName: 'Filterbranch Utara' }] }],
      userPhoto: [],
      createdBy: { _id: adminId },
    });
  });

  it('exports the filtered list, all pages, as CSV', async () => {
    const csv = await call(
      'GET',
      `/users/export?format=csv&roleId=${filterRole}&sortBy=name&sortOrder=asc&limit=1`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="users-.*\.csv"/);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'No,Username,Role,Email,Group & Branch,Status',
      '1,Filter Ani,Filter Role,filter.ani@filter.example,Filter North: Filterbranch Utara,Active',
      '2,Filter Budi,Filter Role,filter.budi@filter.example,Filter North: Filterbranch Barat,Inactive',
      '3,Filter Citra,Filter Role,filter.citra@filter.example,Filter South: Filterbranch Selatan,Active',
    ]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 without the access type', async () => {
    expect((await call('GET', '/users', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/user/${adminId}`, undefined, {})).statusCode).toBe(401);
    const readOnly = await authHeaderWithGrants(context, { 'User Management': ['Read'] });
    expect((await call('GET', '/users', undefined, readOnly)).statusCode).toBe(200);
    expect((await call('GET', `/user/${adminId}`, undefined, readOnly)).statusCode).toBe(200);
    expect((await call('POST', '/user', validFields(), readOnly)).statusCode).toBe(403);
    expect((await call('PUT', `/user/${adminId}`, validFields(), readOnly)).statusCode).toBe(403);
    expect((await call('DELETE', `/user/${adminId}`, undefined, readOnly)).statusCode).toBe(403);
    expect(
      (await call('POST', `/user/${adminId}/invitation`, undefined, readOnly)).statusCode,
    ).toBe(403);
    const groupsOnly = await authHeaderWithGrants(context, { 'Master Data Group': ['Read'] });
    expect((await call('GET', '/users', undefined, groupsOnly)).statusCode).toBe(403);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/user/${unknown}`],
      ['PUT', `/user/${unknown}`],
      ['DELETE', `/user/${unknown}`],
      ['GET', '/user/not-an-id'],
      ['GET', '/user/photo-user/not-an-id'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? validFields() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('GET /master-data/user/options', () => {
  it('gives a user manager the roles and the groups with branches, without rights on roles or groups', async () => {
    await createGroup(context.db, 'Empty Group');
    const userManager = await authHeaderWithGrants(context, {
      'User Management': ['Read', 'Create'],
    });
    const response = await call('GET', '/user/options', undefined, userManager);
    expect(response.statusCode).toBe(200);
    const { roles, groups: offered } = response.json().response;
    expect(roles).toContainEqual({ _id: roleId, name: 'Account Officer', grantable: true });
    // Every role is offered to the filter; the form offers only those he may give.
    expect(roles).toContainEqual({
      _id: await superAdminRoleId(context.db),
      name: 'Super Admin',
      grantable: false,
    });
    const jawaBarat = offered.find((group: { _id: string }) => group._id === area.groupId);
    expect(jawaBarat.branches.map((branch: { branchName: string }) => branch.branchName)).toEqual([
      'Bandung',
      'Bogor',
      'Cirebon',
    ]);
    expect(offered.map((group: { groupName: string }) => group.groupName)).not.toContain(
      'Empty Group',
    );
    expect((await call('GET', '/roles', undefined, userManager)).statusCode).toBe(403);
  });
});

describe('privilege boundaries', () => {
  /** A signed-in user manager whose role holds `grants`, working in the first branch of the area. */
  const userManager = async (
    grants: Record<string, AccessType[]>,
    dataScope: DataScope = 'area',
  ) => {
    const role = await createRole(context.db, grants, undefined, dataScope);
    const user = await createUser(context.db, { roleId: role.id, name: 'User Manager' });
    await context.db
      .insert(userAreas)
      .values({ userId: user.id, groupId: area.groupId, branchId: area.branchIds[0] });
    const { token } = await signIn(context, user.email);
    return { headers: { authorization: `Bearer ${token}` }, user, token, roleId: role.id };
  };
  const managerGrants = {
    'User Management': ['Read', 'Create', 'Update', 'Delete'],
  } satisfies Record<string, AccessType[]>;

  /** The JSON body of a user as it is now, with `changes`. */
  const bodyOf = async (id: string, changes: Record<string, unknown> = {}) => {
    const user = (await call('GET', `/user/${id}`)).json().response;
    return {
      name: user.name,
      email: user.email,
      roleId: user.role._id,
      status: user.isActive ? 'active' : 'inactive',
      area: user.groups.map((group: { _id: string; branches: { _id: string }[] }) => ({
        groupId: group._id,
        branch: group.branches.map((branch) => ({ branchId: branch._id })),
      })),
      ...changes,
    };
  };

  const expectForbidden = (
    response: { statusCode: number; json: () => { message: string } },
    message: string,
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(403);
    expect(response.json().message).toBe(message);
  };

  it('refuses a user manager who gives himself the Super Admin role', async () => {
    const manager = await userManager(managerGrants);
    const superAdmin = await superAdminRoleId(context.db);
    const response = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, { roleId: superAdmin }),
      manager.headers,
    );
    expectForbidden(response, PRIVILEGE_MESSAGES.ownRole);
    const current = (await me(manager.token)).json().response.user.role;
    expect(current).toMatchObject({ _id: manager.roleId, dataScope: 'area' });
  });

  it('refuses a user manager who widens his own area, but lets him change his own name', async () => {
    const manager = await userManager(managerGrants);
    const wider = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, {
        area: [{ groupId: otherArea.groupId, branch: [{ branchId: otherArea.branchIds[0] }] }],
      }),
      manager.headers,
    );
    expectForbidden(wider, PRIVILEGE_MESSAGES.ownArea);
    const renamed = await call(
      'PUT',
      `/user/${manager.user.id}`,
      await bodyOf(manager.user.id, { name: 'User Manager Renamed' }),
      manager.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().response.groups).toHaveLength(1);
  });

  it('refuses to create a user with a role the manager could not give, and writes nothing', async () => {
    const manager = await userManager(managerGrants);
    const superAdmin = await superAdminRoleId(context.db);
    const moreRights = await createRole(
      context.db,
      { 'User Management': ['Read'], 'Master Data Role': ['Update'] },
      undefined,
      'area',
    );
    const allBranches = await createRole(
      context.db,
      { 'User Management': ['Read'] },
      undefined,
      'all',
    );
    for (const [role, message] of [
      [superAdmin, PRIVILEGE_MESSAGES.superAdminOnly],
      [moreRights.id, PRIVILEGE_MESSAGES.rightsNotHeld],
      [allBranches.id, PRIVILEGE_MESSAGES.allBranchesOnly],
    ] as const) {
      const email = uniqueEmail('escalation');
      const response = await call(
        'POST',
        '/user',
        { ...validFields({ email, roleId: role }), area: JSON.parse(validFields().area) },
        manager.headers,
      );
      expectForbidden(response, message);
      expect(await usersWithEmail(email)).toBe(0);
    }

    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const allowed = await call(
      'POST',
      '/user',
      { ...validFields({ roleId: lesser.id }), area: JSON.parse(validFields().area) },
      manager.headers,
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses to give another user a role the manager could not give, or to change a user above him', async () => {
    const manager = await userManager(managerGrants);
    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const clerk = await createUser(context.db, { roleId: lesser.id, name: 'Clerk' });
    await context.db
      .insert(userAreas)
      .values({ userId: clerk.id, groupId: area.groupId, branchId: area.branchIds[0] });
    const promote = await call(
      'PUT',
      `/user/${clerk.id}`,
      await bodyOf(clerk.id, { roleId: await superAdminRoleId(context.db) }),
      manager.headers,
    );
    expectForbidden(promote, PRIVILEGE_MESSAGES.superAdminOnly);
    expect((await call('GET', `/user/${clerk.id}`)).json().response.role._id).toBe(lesser.id);

    // An administrator's email would let him reset the administrator's password.
    const admin = await createUser(context.db, { name: 'Another Admin' });
    await context.db
      .insert(userAreas)
      .values({ userId: admin.id, groupId: area.groupId, branchId: area.branchIds[0] });
    const takeOver = await call(
      'PUT',
      `/user/${admin.id}`,
      await bodyOf(admin.id, { email: uniqueEmail('takeover') }),
      manager.headers,
    );
    expectForbidden(takeOver, PRIVILEGE_MESSAGES.userAboveActor);
    expect((await call('GET', `/user/${admin.id}`)).json().response.email).toBe(admin.email);
    expectForbidden(
      await call('DELETE', `/user/${admin.id}`, undefined, manager.headers),
      PRIVILEGE_MESSAGES.userAboveActor,
    );
    expect((await call('GET', `/user/${admin.id}`)).statusCode).toBe(200);

    const renamed = await call(
      'PUT',
      `/user/${clerk.id}`,
      await bodyOf(clerk.id, { name: 'Clerk Renamed' }),
      manager.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('DELETE', `/user/${clerk.id}`, undefined, manager.headers)).statusCode).toBe(
      200,
    );
  });

  it('offers the user form only the roles the manager may give', async () => {
    const manager = await userManager(managerGrants);
    const lesser = await createRole(context.db, { 'User Management': ['Read'] }, undefined, 'area');
    const response = await call('GET', '/user/options', undefined, manager.headers);
    const roles = response.json().response.roles as { _id: string; grantable: boolean }[];
    const grantable = (id: string) => roles.find((role) => role._id === id)?.grantable;
    expect(grantable(lesser.id)).toBe(true);
    expect(grantable(manager.roleId)).toBe(true);
    expect(grantable(roleId)).toBe(false);
    expect(grantable(await superAdminRoleId(context.db))).toBe(false);
  });

  it('lets a Super Admin give any role, the Super Admin role included', async () => {
    const response = await call('POST', '/user', {
      ...validFields({ roleId: await superAdminRoleId(context.db) }),
      area: JSON.parse(validFields().area),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response.role.name).toBe('Super Admin');
    const options = (await call('GET', '/user/options')).json().response.roles as {
      grantable: boolean;
    }[];
    expect(options.every((role) => role.grantable)).toBe(true);
  });
});
