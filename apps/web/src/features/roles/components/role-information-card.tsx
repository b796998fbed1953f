import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { useTranslation } from 'react-i18next';
import { InformationCard } from '../../../components/kit/information-card';

/** Role Information: the name, its data access and how many menus and sub menus it opens. */
export function RoleInformationCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const subMenus = role.access.reduce((sum, { accessId }) => sum + accessId.subMenu.length, 0);
  return (
    <InformationCard
      title={t('roles.information')}
      fields={[
        { label: t('roles.roleName'), value: role.name },
        { label: t('roles.dataAccess'), value: t(`roles.dataScope.${role.dataScope}`) },
        { label: t('roles.totalMenu'), value: role.access.length },
        { label: t('roles.totalSubMenu'), value: subMenus },
      ]}
    />
  );
}
