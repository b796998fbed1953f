import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_STATUS_LABELS } from '@creditdesk/domain/users/users.labels';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import {
  createdUserSchema,
  photoParamsSchema,
  USER_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  USER_PHOTO_TYPES,
  userBodyFieldsSchema,
  userBodySchema,
  userListQuerySchema,
  userOptionsSchema,
  userSchema,
  type User,
} from '@creditdesk/domain/users/users.schemas';
import {
  can,
  deleteRoute,
  exportRoute,
  getRoute,
  listRoute,
  type Resource,
} from '../../kit/crud-routes';
import { answerRoute } from '../../kit/answer-route';
import { labelColumn } from '../../kit/table-export';
import { actorOf } from '../../plugins/actor';
import { DomainError, Invalid, parseInput } from '../../core/errors';
import { detectImageType, type ImageType } from '../../core/image-type';
import {
  keepIfCommitted,
  readStreamedMultipart,
  recordTypeBy,
  UNRECOGNISED_TYPE,
  type StoredUpload,
  type UploadRules,
} from '../../kit/streamed-upload';
import type { Storage } from '../../plugins/storage';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import {
  bearer,
  fileAnswer,
  filePart,
  protectedErrors,
  uploadErrors,
  formRouteSchema,
} from '../../core/route-schemas';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../../plugins/mail/mailer';
import { createOptionsService } from '../options/options.service';
import { createUsersService, type PhotoUpload } from './users.service';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

const resource: Resource = { subMenu: SUB_MENUS.userManagement, tags: ['users'] };
const tags = resource.tags;

const multipartDescription =
  'multipart/form-data (or JSON without a photo): name, email, roleId, status (active | inactive) ' +
  'or isActive, phoneNumber, area (JSON list of {groupId, branch: [{branchId}]}), userPhoto ' +
  '(JPEG, PNG, GIF or WebP, 2 MB at most), version.';

/**
 * The user form as multipart fields (`area` as JSON), for the API description: the status comes as
 * `status` or as `isActive`.
 */
const userForm = userBodyFieldsSchema
  .extend({ userPhoto: filePart('JPEG, PNG, GIF or WebP, 2 MB at most') })
  .meta({ anyOf: [{ required: ['status'] }, { required: ['isActive'] }] });

/** The photo's rules: 2 MB, an image by its bytes (refused after the fields are checked). */
const PHOTO_RULES: UploadRules = {
  maxBytes: USER_PHOTO_MAX_BYTES,
  tooLargeMessage: USER_MESSAGES.photoTooLarge,
  typeMessage: USER_MESSAGES.photoInvalid,
  sniff: recordTypeBy(detectImageType),
  malformedMessage: REQUEST_MESSAGES.malformedMultipart,
};

/** The form's fields and photo files, from a multipart (the photo streamed into storage) or a JSON body. */
const readUserForm = async (request: FastifyRequest, storage: Storage) => {
  if (request.isMultipart())
    return readStreamedMultipart(request, {
      storage,
      keyPrefix: 'user-photos',
      rules: PHOTO_RULES,
      acceptsFile: (field) => field === 'userPhoto',
      skipsFile: (field) => field !== 'userPhoto',
    });
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return { fields: body as Record<string, unknown>, files: [] as StoredUpload[] };
};

/** The user body and the photo, checked in the order the form shows them. */
const checkUserForm = (fields: Record<string, unknown>, files: StoredUpload[]) => {
  const { userPhoto: photoAsField, ...values } = fields;
  if (photoAsField !== undefined && photoAsField !== '' && photoAsField !== null)
    throw new Invalid(USER_MESSAGES.photoInvalid, [
      { path: 'userPhoto', message: USER_MESSAGES.photoInvalid },
    ]);
  const body = parseInput(userBodySchema, values);
  const [photo] = files;
  if (!photo) return { body, photo: undefined };
  if (photo.contentType === UNRECOGNISED_TYPE)
    throw new DomainError(415, USER_MESSAGES.photoInvalid);
  const upload: PhotoUpload = {
    storageKey: photo.storageKey,
    contentType: photo.contentType as ImageType,
    size: photo.size,
  };
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
    languageOf: app.languageOf,
  });
  const options = createOptionsService(app.db);

  /** Reads and checks the form, then runs `use`; a stored photo is removed if it fails. */
  const withUserForm = async <T>(
    request: FastifyRequest,
    use: (form: ReturnType<typeof checkUserForm>) => Promise<T>,
  ) => {
    const { fields, files } = await readUserForm(request, app.storage);
    return keepIfCommitted(app.storage, request.log, files, () =>
      use(checkUserForm(fields, files)),
    );
  };

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
    // Staff's names, emails and phones, to be taken away: the Export menu's right.
    permission: { subMenu: SUB_MENUS.export, access: 'Export' },
    name: 'users',
    sheetName: { en: 'Users', id: 'Pengguna' },
    columns: [
      { header: { en: 'Username', id: 'Nama Pengguna' }, value: (row) => row.name, width: 30 },
      { header: { en: 'Role', id: 'Peran' }, value: (row) => row.role?.name ?? '-', width: 20 },
      { header: 'Email', value: (row) => row.email, width: 32 },
      {
        header: { en: 'Group & Branch', id: 'Grup & Cabang' },
        value: (row) =>
          row.groups
            .map(
              (group) =>
                `${group.groupName}: ${group.branches.map((b) => b.branchName).join(', ')}`,
            )
            .join('; ') || '-',
        width: 50,
      },
      labelColumn({ en: 'Status', id: 'Status' }, 12, USER_STATUS_LABELS, (row: User) =>
        row.isActive ? 'active' : 'inactive',
      ),
    ],
    list: users.list,
  });

  answerRoute(app, {
    method: 'GET',
    url: '/user/options',
    config: can(resource, 'Read'),
    tags,
    summary: 'Roles and the groups with branches, for the user form and filter',
    answer: envelope(userOptionsSchema),
    message: 'User options',
    handle: (_input, actor) => options.userForm(actor),
  });

  getRoute(app, resource, { path: '/user', item: userSchema, message: 'User', get: users.get });

  app.get(
    '/user/photo-user/:photoId',
    {
      config: can(resource, 'Read'),
      schema: {
        tags,
        security: bearer,
        summary: "A user's photo, with its image type",
        params: photoParamsSchema,
        response: { 200: fileAnswer(USER_PHOTO_TYPES, 'The photo'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const photo = await users.photo(request.params.photoId, actorOf(request));
      return reply
        .type(photo.contentType)
        .header('content-length', photo.size)
        .header('content-disposition', `attachment; filename="${request.params.photoId}"`)
        .send(photo.stream);
    },
  );

  app.post(
    '/user',
    {
      config: { ...can(resource, 'Create'), multipartBody: userForm },
      schema: {
        tags,
        ...formRouteSchema,
        summary: 'Create a user and mail them an invitation to create a password (72 hours)',
        description: multipartDescription,
        response: { 201: envelope(createdUserSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const created = await withUserForm(request, ({ body, photo }) =>
        users.create(body, photo, actorOf(request)),
      );
      return reply.code(201).send({
        message: created.invitationSent
          ? 'User created'
          : englishMessage(USER_MESSAGES.invitationNotSent),
        response: { ...created.user, invitationSent: created.invitationSent },
      });
    },
  );

  app.put(
    '/user/:id',
    {
      config: { ...can(resource, 'Update'), multipartBody: userForm },
      schema: {
        tags,
        ...formRouteSchema,
        description: multipartDescription,
        params: idParamsSchema,
        response: { 200: envelope(userSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const updated = await withUserForm(request, ({ body, photo }) =>
        users.update(request.params.id, body, photo, actorOf(request)),
      );
      return { message: 'User updated', response: updated };
    },
  );

  deleteRoute(app, resource, { path: '/user', message: 'User deleted', remove: users.remove });

  answerRoute(app, {
    method: 'POST',
    url: '/user/:id/unlock',
    config: can(resource, 'Update'),
    tags,
    summary: "Lift a user's sign-in lock from every address and forget the failed attempts",
    params: idParamsSchema,
    answer: envelope(userSchema),
    message: englishMessage(USER_MESSAGES.unlocked),
    handle: ({ params }, actor) => users.unlock(params.id, actor),
  });

  answerRoute(app, {
    method: 'POST',
    url: '/user/:id/invitation',
    config: can(resource, 'Update'),
    tags,
    summary: 'Send a new invitation to a user who has not created a password yet',
    params: idParamsSchema,
    answer: envelope(z.null()),
    message: englishMessage(USER_MESSAGES.invitationSent),
    handle: async ({ params }, actor) => {
      await users.resendInvitation(params.id, actor);
      return null;
    },
  });
};
