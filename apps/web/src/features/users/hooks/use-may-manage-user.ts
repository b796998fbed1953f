import { areaRefusal, PRIVILEGE_MESSAGES } from '@creditdesk/domain/access/privilege';
import type { User } from '@creditdesk/domain/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/permissions';
import { getUserOptionsQueryOptions } from '../api/get-user-options';

/**
 * Whether the signed-in user may change a user (edit, delete, unlock, invite), by the rules the
 * server applies: the user works within his area (any branch when his role sees all branches) and
 * holds a role he could give. Until the options arrive, a scoped user may change nobody.
 */
export const useMayManageUser = () => {
  const scope = useCurrentUser().user.role?.dataScope;
  const options = useQuery(getUserOptionsQueryOptions());
  return (user: User | undefined) => {
    if (!user || !options.data) return false;
    const grantable = options.data.groups.flatMap((group) =>
      group.branches.filter((branch) => branch.grantable).map((branch) => branch._id),
    );
    const branchIds = user.groups.flatMap((group) => group.branches.map((branch) => branch._id));
    const reach =
      scope === 'all' ? { all: true as const } : { all: false as const, branchIds: grantable };
    const withinArea =
      areaRefusal(reach, branchIds, PRIVILEGE_MESSAGES.userOutsideArea) === undefined;
    const role =
      user.role && options.data.roles.find((candidate) => candidate._id === user.role?._id);
    return withinArea && (!user.role || role?.grantable === true);
  };
};
