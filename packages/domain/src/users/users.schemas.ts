import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { arrayFilter, sortedListQuery, versionField } from '../shared/list-query.schemas';
import { namedRecordSchema, RECORD_SORT_KEYS, recordFields } from '../shared/record.schemas';
import { cappedString, maxCharacters, requiredText } from '../shared/text.schemas';
import { TEXT_MAX } from '../shared/limits';
import { USER_MESSAGES } from './users.messages';
import { withParams } from '../shared/message-index';

export { USER_MESSAGES };

export const branchNotInGroupMessage = (branchName: string, groupName: string) =>
  withParams(USER_MESSAGES.branchNotInGroup, { branchName, groupName });

/** 2 MB, counting 1048576 bytes per MB like the other upload limits of the spec. */
export const USER_PHOTO_MAX_BYTES = 2 * 1048576;
export const USER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A new user's first-password link stays valid this long. */
export const INVITATION_VALID_HOURS = 72;

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const statusSchema = maxCharacters(z.string({ error: USER_MESSAGES.statusRequired }), TEXT_MAX)
  .trim()
  .min(1, USER_MESSAGES.statusRequired)
  .pipe(z.enum(USER_STATUSES, { error: USER_MESSAGES.statusInvalid }))
  .meta({ enum: [...USER_STATUSES] });

export const areaBranchSchema = z.object({
  branchId: requiredText(USER_MESSAGES.branchIdRequired),
});

export const areaEntrySchema = z.object({
  groupId: requiredText(USER_MESSAGES.groupIdRequired),
  branch: z
    .array(areaBranchSchema, { error: USER_MESSAGES.areaRequired })
    .min(1, USER_MESSAGES.areaRequired),
});
export type AreaEntry = z.infer<typeof areaEntrySchema>;

export const areaSchema = z
  .array(areaEntrySchema, { error: USER_MESSAGES.areaRequired })
  .min(1, USER_MESSAGES.areaRequired);

const userFields = {
  name: requiredText(USER_MESSAGES.nameRequired),
  email: emailSchema,
  status: statusSchema,
  roleId: requiredText(USER_MESSAGES.roleRequired),
  phoneNumber: cappedString(20).trim().optional(),
  area: areaSchema,
};

/** The user form (spec: User validation); the photo is added by the form itself. */
export const userFormSchema = z.object({
  createdBy: requiredText(USER_MESSAGES.createdByRequired),
  createdDate: requiredText(USER_MESSAGES.createdDateRequired),
  ...userFields,
});
export type UserForm = z.infer<typeof userFormSchema>;

/** Multipart sends booleans and the area list as text. */
const fromText = (parse: (text: string) => unknown) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return parse(value);
  } catch {
    return value;
  }
};

const booleanField = z.preprocess(
  fromText((text) => (text === 'true' ? true : text === 'false' ? false : text)),
  z.boolean({ error: USER_MESSAGES.statusInvalid }),
);

/**
 * POST and PUT /master-data/user. The spec's create call sends `isActive`, its update call sends
 * `status`; either is accepted on both, `status` winning when both come. The fields alone describe
 * the multipart form in the API description.
 */
export const userBodyFieldsSchema = z.object({
  ...userFields,
  status: statusSchema.optional(),
  isActive: booleanField.optional(),
  area: z.preprocess(fromText(JSON.parse), areaSchema),
  version: versionField,
});

export const userBodySchema = userBodyFieldsSchema
  .superRefine((body, context) => {
    if (body.status === undefined && body.isActive === undefined)
      context.addIssue({ code: 'custom', path: ['status'], message: USER_MESSAGES.statusRequired });
  })
  .transform(({ status, isActive, ...rest }) => ({
    ...rest,
    isActive: status === undefined ? isActive === true : status === 'active',
  }));
export type UserBody = z.infer<typeof userBodySchema>;

export const userGroupSchema = z.object({
  _id: z.string(),
  groupName: z.string(),
  branches: z.array(z.object({ _id: z.string(), branchName: z.string() })),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** A group of the options, each branch marked whether the signed-in user may give it. */
export const userOptionGroupSchema = z.object({
  _id: z.string(),
  groupName: z.string(),
  branches: z.array(z.object({ _id: z.string(), branchName: z.string(), grantable: z.boolean() })),
});
export type UserOptionGroup = z.infer<typeof userOptionGroupSchema>;

/**
 * What the user form and filter choose from: every role, and the groups that have branches. The
 * filter offers every role and branch; the form only those the signed-in user may give
 * (`grantable`: a role he could give, a branch of his own area unless he sees all branches).
 */
export const userOptionsSchema = z.object({
  roles: z.array(z.object({ _id: z.string(), name: z.string(), grantable: z.boolean() })),
  groups: z.array(userOptionGroupSchema),
});
export type UserOptions = z.infer<typeof userOptionsSchema>;

export const userSchema = z.object({
  ...recordFields,
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  /** False until the user has created a password through the invitation link. */
  hasPassword: z.boolean(),
  role: namedRecordSchema.nullable(),
  groups: z.array(userGroupSchema),
  /** Oldest first; the last is the current photo. */
  userPhoto: z.array(z.object({ _id: z.string() })),
  phoneNumber: z.string().nullable(),
  createdBy: namedRecordSchema.nullable(),
  /** Sign-in is locked (from some address, after failed attempts) until then; null when not. */
  lockedUntil: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The answer to creating a user: false when the invitation mail could not be sent. */
export const createdUserSchema = userSchema.extend({ invitationSent: z.boolean() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const USER_SORT_KEYS = [
  ...RECORD_SORT_KEYS,
  'name',
  'username',
  'email',
  'role',
  'status',
  'isActive',
] as const;

/**
 * GET /master-data/users. `status` filters by the status chosen in the drawer; `isActive`, when
 * given explicitly (true or false), filters too.
 */
export const userListQuerySchema = sortedListQuery(USER_SORT_KEYS).extend({
  roleId: arrayFilter(z.uuid()),
  groupId: arrayFilter(z.uuid()),
  branchId: arrayFilter(z.uuid()),
  status: z.preprocess(emptyAsUndefined, z.enum(USER_STATUSES).optional()),
  // Read as text ('true', 'false', also '1', 'yes'...); described as the booleans of a query.
  isActive: z.preprocess(emptyAsUndefined, z.stringbool().meta({ type: 'boolean' }).optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const photoParamsSchema = z.object({ photoId: z.uuid() });
