import { beforeAll } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminId, adminRequester, context, headers } from '../../testing/file-admin-session';
import { createRole } from '../../testing/factories';
import { users } from './users.table';
import { requester, createdRecord } from '../../testing/http';
import { storedFiles } from '../../testing/inspect';
import { decodeQuotedPrintable } from '../../testing/outbox';
import { createArea, type Area } from '../../testing/master-data';

/**
 * What this module's test files share, on the test file's own app and administrator
 * (testing/file-admin-session.ts).
 */
export { adminId, context, headers };
export const { call, callMultipart: sendForm } = adminRequester('/api/v1/master-data');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PhotoFile {
  data: Buffer;
  name?: string;
  type?: string;
}

/** The user form: text fields, and the photo as `userPhoto`. */
export const callMultipart = (
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

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small png'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('jpeg body'),
]);

export let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}-${Date.now()}@bank.example`;

export let roleId: string;
export let area: Area;
export let otherArea: Area;

beforeAll(async () => {
  roleId = (await createRole(context.db, { 'User Management': ['Read'] }, 'Account Officer')).id;
  area = await createArea(context.db, 'Jawa Barat', ['Bandung', 'Bogor', 'Cirebon']);
  otherArea = await createArea(context.db, 'Sumatera', ['Medan']);
});

export const areaOf = (entries: { groupId: string; branchIds: string[] }[]) =>
  JSON.stringify(
    entries.map((entry) => ({
      groupId: entry.groupId,
      branch: entry.branchIds.map((branchId) => ({ branchId })),
    })),
  );

export const validFields = (overrides: Record<string, string> = {}) => ({
  name: 'Siti Rahma',
  email: uniqueEmail(),
  roleId,
  isActive: 'true',
  phoneNumber: '081234567890',
  area: areaOf([{ groupId: area.groupId, branchIds: [area.branchIds[0]] }]),
  ...overrides,
});

export const createUserThroughApi = async (
  overrides: Record<string, string> = {},
  photo?: PhotoFile,
) => {
  return createdRecord<{
    _id: string;
    email: string;
    version: number;
    userPhoto: { _id: string }[];
  }>(await callMultipart('POST', '/user', validFields(overrides), photo));
};

export const outbox = () => path.join(context.config.dataDir, 'outbox');
/** The mails in the outbox addressed to `email`, decoded. */
export const mailsTo = async (email: string) => {
  const files = await readdir(outbox()).catch(() => []);
  const mails = await Promise.all(
    files.map(async (file) =>
      decodeQuotedPrintable(await readFile(path.join(outbox(), file), 'utf8')),
    ),
  );
  return mails.filter((mail) => mail.includes(`To: ${email}`));
};
export const storedPhotos = async () => (await storedFiles(context, 'user-photos')).length;
export const usersWithEmail = async (email: string) =>
  (await context.db.select().from(users).where(eq(users.email, email))).length;

export const { call: auth } = requester(() => context, { base: '/api/v1/auth' });
export const sync = (token: string) =>
  auth('GET', `/forgot-password/sync?token=${encodeURIComponent(token)}`);
export const changePassword = (token: string, password: string) =>
  auth('POST', '/change-password', { token, newPassword: password, reEnterPassword: password });
export const me = (token: string) =>
  auth('GET', '/me', undefined, { authorization: `Bearer ${token}` });
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
