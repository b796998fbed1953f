import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { paths } from '../../../../config/paths';
import { branchesApi } from '../../../../features/branches/api/branches-api';

/** What the branch pages share: their texts, right, addresses, domain sentences and calls. */
export const branchModule = {
  catalogue: 'branches',
  subMenu: SUB_MENUS.branch,
  pages: paths.masterData.branch,
  messages: BRANCH_MESSAGES,
  calls: branchesApi,
} as const;
