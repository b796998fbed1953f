import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { useTranslation } from 'react-i18next';
import { InformationCard } from '../../../components/kit/information-card';

/** Branch Information: name, description, its groups and the users working in it. */
export function BranchInformationCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  return (
    <InformationCard
      title={t('branches.information')}
      fields={[
        { label: t('branches.branchName'), value: branch.branchName },
        { label: t('branches.description'), value: branch.description },
        {
          label: t(branch.relatedGroupId.length > 1 ? 'branches.groups' : 'branches.group'),
          value: branch.relatedGroupId.map((group) => group.groupName).join(', '),
        },
        { label: t('branches.totalUser'), value: branch.totalUser },
      ]}
    />
  );
}
