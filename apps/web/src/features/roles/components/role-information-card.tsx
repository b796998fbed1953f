import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { useTranslation } from 'react-i18next';
import { CatalogueInformationCard } from '../../../components/kit/information-card';

/** Role Information: the name, its data access and how many menus and sub menus it opens. */
export function RoleInformationCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const subMenus = role.access.reduce((sum, { accessId }) => sum + accessId.subMenu.length, 0);
  return (
    <CatalogueInformationCard
      catalogue="roles"
      values={{
        roleName: role.name,
        dataAccess: t(`roles.dataScope.${role.dataScope}`),
        totalMenu: role.access.length,
        totalSubMenu: subMenus,
      }}
    />
  );
}
