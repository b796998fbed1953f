import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { useTranslation } from 'react-i18next';
import { InformationCard } from '../../../components/kit/information-card';

/** Group Information: name, description and the Total Branch count. */
export function GroupInformationCard({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <InformationCard
      title={t('groups.information')}
      fields={[
        { label: t('groups.groupName'), value: group.groupName },
        { label: t('groups.description'), value: group.description },
        { label: t('groups.totalBranch'), value: group.branches.length },
      ]}
    />
  );
}
