import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_MESSAGES, USER_PHOTO_MAX_BYTES } from '@creditdesk/domain/users/users.schemas';
import { authSessions } from '../auth/auth.table';
import { createUser, signIn } from '../../testing/factories';
import { solveCaptcha } from '../../testing/test-app';
import {
  JPEG,
  PNG,
  adminId,
  areaOf,
  auth,
  call,
  callMultipart,
  context,
  createUserThroughApi,
  me,
  otherArea,
  roleId,
  storedPhotos,
  usersWithEmail,
  validFields,
} from './users.fixture';
import { auditOfAction } from '../../testing/inspect';

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
    expect(tooLarge.json().code).toBe(USER_MESSAGES.photoTooLarge);
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
    const [audit] = await auditOfAction(context.db, created._id, 'updated');
    expect(Object.keys(audit!.after as object).sort()).toEqual(['area', 'name', 'phoneNumber']);

    const stale = await callMultipart('PUT', `/user/${created._id}`, {
      ...validFields({ email: created.email, name: 'Stale' }),
      version: '1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('request.staleRecord');
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
    expect(response.json().code).toBe(USER_MESSAGES.cannotDeactivateSelf);
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
    const [audit] = await auditOfAction(context.db, created._id, 'deleted');
    expect(audit!.before).toMatchObject({ email: created.email });
    expect(JSON.stringify(audit!.before)).not.toMatch(/password/i);
  });

  it('refuses to delete your own account', async () => {
    const response = await call('DELETE', `/user/${adminId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect((await call('GET', `/user/${adminId}`)).statusCode).toBe(200);
  });
});
