import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import {
  createdUserSchema,
  photoParamsSchema,
  USER_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  userBodySchema,
  userListQuerySchema,
  userOptionsSchema,
  userSchema,
} from '@creditdesk/domain/users/users.schemas';
import { deleteRoute, exportRoute, listRoute, type Resource } from '../../kit/crud-routes';
import { actorOf } from '../../lib/actor';
import { DomainError, Invalid, parseInput } from '../../lib/errors';
import { detectImageType } from '../../lib/image-type';
import { readMultipartParts } from '../../lib/multipart';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { permission } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { createUsersService, type PhotoUpload } from './users.service';

const resource: Resource = { subMenu: SUB_MENUS.userManagement, tags: ['users'] };
const tags = resource.tags;
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(resource.subMenu, access);

const uploadErrors = {
  ...protectedErrors,
  413: protectedErrors[400],
  415: protectedErrors[400],
};

const multipartDescription =
  'multipart/form-data (or JSON without a photo): name, email, roleId, status (active | inactive) ' +
  'or isActive, phoneNumber, area (JSON list of {groupId, branch: [{branchId}]}), userPhoto ' +
  '(JPEG, PNG, GIF or WebP, 2 MB at most), version.';

/** Reads the photo while it streams in, stopping at the 2 MB limit. */
const readPhoto = async (file: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > USER_PHOTO_MAX_BYTES) throw new DomainError(413, USER_MESSAGES.photoTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/** The user form's fields and photo, from a multipart or a JSON body; the photo is checked by its bytes. */
const readUserForm = async (request: FastifyRequest) => {
  const fields: Record<string, unknown> = {};
  let photo: Buffer | undefined;
  if (request.isMultipart()) {
    const values = await readMultipartParts(request, async (part) => {
      if (part.fieldname === 'userPhoto') photo = await readPhoto(part.file);
      else part.file.resume();
    });
    Object.assign(fields, values);
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }
  const { userPhoto: photoAsField, ...values } = fields;
  if (photoAsField !== undefined && photoAsField !== '' && photoAsField !== null)
    throw new Invalid(USER_MESSAGES.photoInvalid, [
      { path: 'userPhoto', message: USER_MESSAGES.photoInvalid },
    ]);

  const body = parseInput(userBodySchema, values);

  let upload: PhotoUpload | undefined;
  if (photo && photo.length > 0) {
    const contentType = detectImageType(photo);
    if (!contentType) throw new DomainError(415, USER_MESSAGES.photoInvalid);
    upload = { data: photo, contentType };
  }
  return { body, photo: upload };
};

export const usersRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  mailer: Mailer;
}> = async (app, { authService, mailer }) => {
  const users = createUsersService({
    db: app.db,
    authService,
    mailer,
    storage: app.storage,
    log: app.log,
  });

  listRoute(app, resource, {
    path: '/users',
    querystring: userListQuerySchema,
    item: userSchema,
    message: 'Users',
    list: users.list,
  });

  exportRoute(app, resource, {
    path: '/users',
    querystring: userListQuerySchema,
    name: 'users',
    sheetName: 'Users',
    columns: [
      { header: 'Username', value: (row) => row.name, width: 30 },
      { header: 'Role', value: (row) => row.role?.name ?? '-', width: 20 },
      { header: 'Email', value: (row) => row.email, width: 32 },
      {
        header: 'Group & Branch',
        value: (row) =>
          row.groups
            .map(
              (group) =>
                `${group.groupName}: ${group.branches.map((b) => b.branchName).join(', ')}`,
            )
            .join('; ') || '-',
        width: 50,
      },
      { header: 'Status', value: (row) => (row.isActive ? 'Active' : 'Inactive'), width: 12 },
    ],
    list: users.list,
  });

  app.get(
    '/user/options',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Roles and the groups with branches, for the user form and filter',
        response: { 200: envelope(userOptionsSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'User options',
      response: await users.options(actorOf(request)),
    }),
  );

  app.get(
    '/user/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(userSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'User', response: await users.get(request.params.id) }),
  );

  app.get(
    '/user/photo-user/:photoId',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: "A user's photo, with its image type",
        params: photoParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await users.photo(request.params.photoId, actorOf(request));
      return (
        reply
          .type(photo.contentType)
          .header('content-length', photo.size)
          .header('content-disposition', `attachment; filename="${request.params.photoId}"`)
          // A photo id never changes its bytes: a new upload gets a new id.
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(photo.stream)
      );
    },
  );

  app.post(
    '/user',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        summary: 'Create a user and mail them an invitation to create a password (72 hours)',
        description: multipartDescription,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: envelope(createdUserSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { body, photo } = await readUserForm(request);
      const created = await users.create(body, photo, actorOf(request));
      return reply.code(201).send({
        message: created.invitationSent ? 'User created' : USER_MESSAGES.invitationNotSent,
        response: { ...created.user, invitationSent: created.invitationSent },
      });
    },
  );

  app.put(
    '/user/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        description: multipartDescription,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 200: envelope(userSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const { body, photo } = await readUserForm(request);
      return {
        message: 'User updated',
        response: await users.update(request.params.id, body, photo, actorOf(request)),
      };
    },
  );

  deleteRoute(app, resource, { path: '/user', message: 'User deleted', remove: users.remove });

  app.post(
    '/user/:id/invitation',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        summary: 'Send a new invitation to a user who has not created a password yet',
        params: idParamsSchema,
        response: { 200: envelope(z.null()), ...protectedErrors },
      },
    },
    async (request) => {
      await users.resendInvitation(request.params.id, actorOf(request));
      return { message: USER_MESSAGES.invitationSent, response: null };
    },
  );
};
