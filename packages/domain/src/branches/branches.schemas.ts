import { z } from 'zod';
import { arrayFilter, sortedListQuery, versionField } from '../shared/list-query.schemas';
import {
  nameDescriptionBodyFields,
  nameDescriptionRecordFields,
  nameDescriptionSortKeys,
} from '../shared/name-description.schemas';
import { BRANCH_MESSAGES } from './branches.messages';
import { withParams } from '../shared/message-index';

export { BRANCH_MESSAGES };

/** Refusal to take a group off a branch while users work in the branch under that group. */
export const groupStillAssignedMessage = (groupNames: string[]) =>
  withParams(BRANCH_MESSAGES.groupStillAssigned, { groups: groupNames.join(', ') });

export const branchBodySchema = z.object({
  ...nameDescriptionBodyFields('branchName', BRANCH_MESSAGES.branchNameRequired),
  relatedGroupId: z
    .array(z.uuid({ error: BRANCH_MESSAGES.unknownGroup }), {
      error: BRANCH_MESSAGES.groupRequired,
    })
    .min(1, BRANCH_MESSAGES.groupRequired)
    // A group picked twice is still one membership.
    .transform((ids) => [...new Set(ids)]),
  version: versionField,
});
export type BranchBody = z.infer<typeof branchBodySchema>;

const groupRefSchema = z.object({ _id: z.string(), groupName: z.string() });
export type BranchGroupRef = z.infer<typeof groupRefSchema>;

/** A row of GET /master-data/branches: the spec names the groups relatedGroups there. */
export const branchListItemSchema = z.object({
  ...nameDescriptionRecordFields('branchName'),
  relatedGroups: z.array(groupRefSchema),
});
export type BranchListItem = z.infer<typeof branchListItemSchema>;

/** GET /master-data/branch/{id}: the groups as relatedGroupId, and the users working there. */
export const branchSchema = z.object({
  ...nameDescriptionRecordFields('branchName'),
  relatedGroupId: z.array(groupRefSchema),
  totalUser: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;

export const BRANCH_SORT_KEYS = nameDescriptionSortKeys('branchName');
export const branchListQuerySchema = sortedListQuery(BRANCH_SORT_KEYS).extend({
  groupId: arrayFilter(z.uuid()),
});
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;
