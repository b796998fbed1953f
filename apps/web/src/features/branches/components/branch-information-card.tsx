import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { CatalogueInformationCard } from '../../../components/kit/information-card';

/** Branch Information: name, description, its groups and the users working in it. */
export function BranchInformationCard({ branch }: { branch: Branch }) {
  const groups = branch.relatedGroupId.map((group) => group.groupName);
  return (
    <CatalogueInformationCard
      catalogue="branches"
      values={{
        branchName: branch.branchName,
        description: branch.description,
        // 'Group' for one, 'Groups' for more.
        [groups.length > 1 ? 'groups' : 'group']: groups.join(', '),
        totalUser: branch.totalUser,
      }}
    />
  );
}
