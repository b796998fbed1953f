import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { paths } from '../../../../config/paths';
import { rolesApi } from '../../../../features/roles/api/roles-api';

/** What the role pages share: their texts, right, addresses, domain sentences and calls. */
export const roleModule = {
  catalogue: 'roles',
  subMenu: SUB_MENUS.role,
  pages: paths.masterData.role,
  messages: ROLE_MESSAGES,
  calls: rolesApi,
} as const;
