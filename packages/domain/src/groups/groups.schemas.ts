import { z } from 'zod';
import { sortedListQuery } from '../shared/list-query.schemas';
import { nameDescriptionSchemas } from '../shared/name-description.schemas';
import { GROUP_MESSAGES } from './groups.messages';

export { GROUP_MESSAGES };

const group = nameDescriptionSchemas('groupName', GROUP_MESSAGES.groupNameRequired);

export const groupBodySchema = group.body;
export type GroupBody = z.infer<typeof groupBodySchema>;

const branchRefSchema = z.object({ _id: z.string(), branchName: z.string() });

export const groupSchema = group.record.extend({ branches: z.array(branchRefSchema) });
export type Group = z.infer<typeof groupSchema>;

export const groupListQuerySchema = group.query;

/** GET /master-data/group/{id}/branches: its branches, sorted by creation or name. */
export const GROUP_BRANCH_SORT_KEYS = ['created', 'branchName'] as const;
export const groupBranchesQuerySchema = sortedListQuery(GROUP_BRANCH_SORT_KEYS);

export const groupBranchSchema = branchRefSchema.extend({ description: z.string().nullable() });
export type GroupBranch = z.infer<typeof groupBranchSchema>;

/** GET /master-data/group/{id}/branches: the spec reads data.branches and totalBranches. */
export const groupBranchesSchema = z.object({
  data: z.object({ branches: z.array(groupBranchSchema), totalBranches: z.number().int() }),
  total: z.number().int(),
});
