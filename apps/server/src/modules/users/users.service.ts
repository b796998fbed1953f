import type { Language } from '@creditdesk/domain/preferences/languages';
import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import {
  USER_MESSAGES,
  type UserBody,
  type UserListQuery,
} from '@creditdesk/domain/users/users.schemas';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Conflict, NotFound } from '../../core/errors';
import type { ImageType } from '../../core/image-type';
import { assertMayGiveRole, grantorOf } from '../roles/privilege.service';
import { discardStored } from '../../kit/streamed-upload';
import type { Storage } from '../../plugins/storage';
import { auditChange, auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import { auditedDownload } from '../../plugins/audit/audit.repository';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../../plugins/mail/mailer';
import { createUserMails } from './user-mails';
import {
  assertWithinArea,
  checkPrivileges,
  checkReferences,
  lockManagedUser,
} from './user-write-checks';
import { areaPairs, auditView, pairsOfArea, toUser } from './users.mapper';
import * as repository from './users.repository';

/** A photo the route has streamed into storage, with the image type its bytes show. */
export interface PhotoUpload {
  storageKey: string;
  contentType: ImageType;
  size: number;
}

interface UsersServiceDeps {
  db: Database;
  authService: AuthService;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
  /** A user's saved language, or the deployment's: his mails speak it. */
  languageOf: (userId: string) => Promise<Language>;
}

/** What sign-in and password links read and write of a user's account. */
export const userAccounts = {
  findByEmail: (executor: Executor, email: string) => repository.findUserByEmail(executor, email),
  setPasswordHash: (executor: Executor, id: string, passwordHash: string, now: Date) =>
    repository.updateUser(executor, id, { passwordHash, updatedAt: now }),
  areaBranchIds: (executor: Executor, userId: string) => repository.areaBranchIds(executor, userId),
};

export const createUsersService = ({
  db,
  authService,
  mailer,
  storage,
  log,
  languageOf,
}: UsersServiceDeps) => {
  const getUser = async (id: string) => {
    const row = await repository.findUserWithNames(db, id);
    if (!row) throw new NotFound();
    const [areas, photos, lockOf] = await Promise.all([
      repository.areasOfUsers(db, [id]),
      repository.photosOfUsers(db, [id]),
      authService.signInLocksOf(db, [row.user.email]),
    ]);
    return toUser(row, areas.get(id), photos.get(id), lockOf(row.user.email));
  };

  const mails = createUserMails({ mailer, log, languageOf });
  const discard = (keys: string[]) => discardStored(storage, keys, log);

  /** Runs `write` in a transaction with the photo the route has stored (it removes it on failure). */
  const withPhoto = <T>(
    photo: PhotoUpload | undefined,
    write: (tx: Executor, storedPhoto: PhotoUpload | undefined) => Promise<T>,
  ) => db.transaction((tx) => write(tx, photo));

  const insertPhoto = async (tx: Executor, userId: string, stored: PhotoUpload | undefined) => {
    if (!stored) return undefined;
    const row = await repository.insertUserPhoto(tx, {
      userId,
      storageKey: stored.storageKey,
      contentType: stored.contentType,
      size: stored.size,
    });
    return row.id;
  };

  return {
    async list(query: UserListQuery) {
      const { rows, total } = await repository.listUsers(db, query);
      const ids = rows.map((row) => row.user.id);
      const [areas, photos, lockOf] = await Promise.all([
        repository.areasOfUsers(db, ids),
        repository.photosOfUsers(db, ids),
        authService.signInLocksOf(
          db,
          rows.map((row) => row.user.email),
        ),
      ]);
      return {
        data: rows.map((row) =>
          toUser(row, areas.get(row.user.id), photos.get(row.user.id), lockOf(row.user.email)),
        ),
        total,
      };
    },

    get: getUser,

    /** Creates the user without a password and mails them an invitation to create one. */
    async create(body: UserBody, photo: PhotoUpload | undefined, actor: Actor) {
      const area = areaPairs(body.area);
      const { row, link } = await withPhoto(photo, async (tx, stored) => {
        await checkReferences(tx, body);
        await assertMayGiveRole(tx, await grantorOf(tx, actor), body.roleId);
        await assertWithinArea(tx, actor, area);
        const created = await repository.insertUser(tx, {
          name: body.name,
          email: body.email,
          isActive: body.isActive,
          roleId: body.roleId,
          phoneNumber: body.phoneNumber || null,
          passwordHash: null,
          createdBy: actor.userId,
        });
        await repository.replaceUserAreas(tx, created.id, area);
        const photoId = await insertPhoto(tx, created.id, stored);
        const invitation = await authService.createInvitation(tx, created.id);
        await auditCreated(tx, actor, 'user', created.id, auditView(created, area, photoId));
        return { row: created, link: invitation.link };
      });
      const invitationSent = await mails.invite(row, link);
      return { user: await getUser(row.id), invitationSent };
    },

    /**
     * Setting a user Inactive ends their sessions in the same transaction; so does changing
     * another user's email, which also kills his unused password links and tells the old address.
     */
    async update(id: string, body: UserBody, photo: PhotoUpload | undefined, actor: Actor) {
      if (id === actor.userId && !body.isActive)
        throw new Conflict(USER_MESSAGES.cannotDeactivateSelf);
      const area = areaPairs(body.area);
      const changed = await withPhoto(photo, async (tx, stored) => {
        const before = await repository.findUserForUpdate(tx, id);
        if (!before) throw new NotFound();
        const [areasBefore, photosBefore] = await Promise.all([
          repository.areasOfUsers(tx, [id]),
          repository.photosOfUsers(tx, [id]),
        ]);
        // Whom he may change comes before what the body says.
        await checkPrivileges(tx, actor, before, body, {
          before: pairsOfArea(areasBefore.get(id)),
          after: area,
        });
        await checkReferences(tx, body);
        const after = await repository.updateUserRecord(
          tx,
          id,
          {
            name: body.name,
            email: body.email,
            isActive: body.isActive,
            roleId: body.roleId,
            phoneNumber: body.phoneNumber || null,
          },
          body.version,
        );
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        await repository.replaceUserAreas(tx, id, area);
        // His name, email, role or standing may have changed: every instance reads him afresh.
        await authService.principalChanged(tx, { userId: id });
        const photoBefore = photosBefore.get(id)?.at(-1);
        const photoAfter = (await insertPhoto(tx, id, stored)) ?? photoBefore;
        const emailChanged = before.email.toLowerCase() !== after.email.toLowerCase();
        // The links mailed to the old address no longer apply to the account.
        if (emailChanged) await authService.expirePasswordLinksOf(tx, id);
        if (before.isActive && !after.isActive)
          await authService.endSessionsOf(tx, id, 'user-deactivated');
        else if (emailChanged && id !== actor.userId)
          await authService.endSessionsOf(tx, id, 'email-changed');
        await auditUpdated(
          tx,
          actor,
          'user',
          id,
          auditView(before, pairsOfArea(areasBefore.get(id)), photoBefore),
          auditView(after, area, photoAfter),
        );
        return emailChanged ? { before, after } : undefined;
      });
      if (changed) await mails.tellEmailChanged(changed.before, changed.after, actor);
      return getUser(id);
    },

    async remove(id: string, actor: Actor) {
      if (id === actor.userId) throw new Conflict(USER_MESSAGES.cannotDeleteSelf);
      const photoKeys = await db.transaction(async (tx) => {
        const { area } = await lockManagedUser(tx, actor, id);
        const [photos, keys] = await Promise.all([
          repository.photosOfUsers(tx, [id]),
          repository.photoKeysOfUser(tx, id),
        ]);
        const deleted = await repository.deleteUser(tx, id);
        if (!deleted) throw new NotFound();
        await authService.principalChanged(tx, { userId: id });
        await auditDeleted(tx, actor, 'user', id, auditView(deleted, area, photos.get(id)?.at(-1)));
        return keys;
      });
      await discard(photoKeys);
    },

    /** A new invitation link for a user who has not created a password yet; older links die. */
    async resendInvitation(id: string, actor: Actor) {
      const { user, link } = await db.transaction(async (tx) => {
        const { user: found } = await lockManagedUser(tx, actor, id);
        if (found.passwordHash !== null) throw new Conflict(USER_MESSAGES.alreadyHasPassword);
        const invitation = await authService.createInvitation(tx, id);
        await auditChange(tx, actor, {
          entity: 'user',
          entityId: id,
          action: 'invitation-sent',
        });
        return { user: found, link: invitation.link };
      });
      await mails.sendInvitation(user, link);
    },

    /**
     * Lifts a sign-in lock of the user from every address (his failed attempts are forgotten);
     * 409 when he is not locked. Audited with until when the lock would have held.
     */
    async unlock(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const { user: target } = await lockManagedUser(tx, actor, id);
        const lockedUntil = await authService.unlockSignIn(tx, target.email);
        if (!lockedUntil) throw new Conflict(USER_MESSAGES.notLocked);
        await auditChange(tx, actor, {
          entity: 'user',
          entityId: id,
          action: 'unlocked',
          before: { lockedUntil: lockedUntil.toISOString() },
          after: { lockedUntil: null },
        });
      });
      return getUser(id);
    },

    /** A user's photo, streamed from storage; the download is audited. */
    async photo(photoId: string, actor: Actor) {
      const row = await repository.findUserPhoto(db, photoId);
      const stream = row ? await storage.get(row.storageKey) : undefined;
      if (!row || !stream) throw new NotFound();
      await auditedDownload(db, stream, actor, {
        entity: 'user-photo',
        entityId: row.id,
        after: { userId: row.userId },
      });
      return { stream, contentType: row.contentType, size: row.size };
    },
  };
};
export type UsersService = ReturnType<typeof createUsersService>;
