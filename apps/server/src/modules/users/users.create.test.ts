import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { passwordResetTokens } from '../auth/auth.table';
import { adminSession, createRole, signIn } from '../../testing/factories';
import { decodeQuotedPrintable, latestPasswordLink } from '../../testing/outbox';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp } from '../../testing/test-app';
import { users } from './users.table';
import { requester } from '../../testing/http';
import { createArea } from '../../testing/master-data';
import {
  PNG,
  adminId,
  area,
  areaOf,
  call,
  callMultipart,
  changePassword,
  context,
  createUserThroughApi,
  otherArea,
  outbox,
  roleId,
  storedPhotos,
  sync,
  tokenOf,
  uniqueEmail,
  usersWithEmail,
  validFields,
} from './users.fixture';
import { auditOfAction } from '../../testing/inspect';

/** The newest mail to `email` in the outbox, decoded. */
const lastMailTo = async (email: string) => {
  const files = (await readdir(outbox())).sort().reverse();
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox(), file), 'utf8'));
    if (mail.includes(`To: ${email}`)) return mail;
  }
  return '';
};

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

    const audit = await auditOfAction(context.db, created._id, 'created');
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
    expect(resend.json().code).toBe(USER_MESSAGES.alreadyHasPassword);
  });

  it("mails the invitation in the user's language, or the deployment's", async () => {
    const email = uniqueEmail('bahasa');
    const created = await createUserThroughApi({ email });
    expect(await lastMailTo(email)).toContain('Subject: CreditDesk: create your password');
    await context.db.update(users).set({ language: 'id' }).where(eq(users.id, created._id));
    // Outbox files are named by the millisecond; keep the mails apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call('POST', `/user/${created._id}/invitation`)).statusCode).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail).toContain('Subject: CreditDesk: buat kata sandi Anda');
    expect(mail).toContain('Halo ');
  });

  it('resends the invitation: the new link works, the old one no longer does', async () => {
    const email = uniqueEmail('resend');
    const created = await createUserThroughApi({ email });
    const first = (await latestPasswordLink(outbox(), email))!;
    // Outbox files are named by the millisecond; keep the mails apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resend = await call('POST', `/user/${created._id}/invitation`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('The invitation has been sent.');
    const second = (await latestPasswordLink(outbox(), email))!;
    expect(second).not.toBe(first);
    expect((await sync(tokenOf(first))).statusCode).toBe(400);
    expect((await sync(tokenOf(second))).statusCode).toBe(200);
    const audit = await auditOfAction(context.db, created._id, 'invitation-sent');
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
      [{ roleId: unknown }, 'The selected role does not exist.'],
      [{ roleId: 'not-a-role' }, 'The selected role does not exist.'],
      [
        { area: areaOf([{ groupId: unknown, branchIds: [area.branchIds[0]] }]) },
        'The selected group does not exist.',
      ],
      [
        { area: areaOf([{ groupId: area.groupId, branchIds: [unknown] }]) },
        'The selected branch does not exist.',
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
      expect(response.json().message).toBe(
        'The user was saved, but the invitation mail could not be sent. Use Resend invitation on the user detail.',
      );
      expect(response.json().response.invitationSent).toBe(false);
    } finally {
      await offline.close();
    }
  });
});
