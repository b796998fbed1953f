import type { UserOptionGroup } from '@creditdesk/domain/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { getUserOptionsQueryOptions } from './get-user-options';

/** The groups a user's area can name (only those with branches), each with its branches. */
export const useGroupOptions = () =>
  useQuery({ ...getUserOptionsQueryOptions(), select: (options) => options.groups });

/** Only the branches the signed-in user may give (his area, or all), and the groups holding them. */
const grantableGroups = (groups: UserOptionGroup[]) =>
  groups
    .map((group) => ({ ...group, branches: group.branches.filter((branch) => branch.grantable) }))
    .filter((group) => group.branches.length > 0);

/** The user form's area choices: what the signed-in user may give (the filter offers them all). */
export const useGrantableGroupOptions = () =>
  useQuery({
    ...getUserOptionsQueryOptions(),
    select: (options) => grantableGroups(options.groups),
  });
