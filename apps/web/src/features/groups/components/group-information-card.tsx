import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { CatalogueInformationCard } from '../../../components/kit/information-card';

/** Group Information: name, description and the Total Branch count. */
export function GroupInformationCard({ group }: { group: Group }) {
  return (
    <CatalogueInformationCard
      catalogue="groups"
      values={{
        groupName: group.groupName,
        description: group.description,
        totalBranch: group.branches.length,
      }}
    />
  );
}
