import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { paths } from '../../../../config/paths';
import { useCreateBranch } from '../../../../features/branches/api/create-branch';
import { useDeleteBranch } from '../../../../features/branches/api/delete-branch';
import { exportBranches } from '../../../../features/branches/api/export-branches';
import { useBranch } from '../../../../features/branches/api/get-branch';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { useUpdateBranch } from '../../../../features/branches/api/update-branch';

/** What the branch pages share: their texts, right, addresses, domain sentences and calls. */
export const branchModule = {
  catalogue: 'branches',
  subMenu: SUB_MENUS.branch,
  pages: paths.masterData.branch,
  messages: BRANCH_MESSAGES,
  calls: {
    useList: useBranches,
    useDetail: useBranch,
    useCreate: useCreateBranch,
    useUpdate: useUpdateBranch,
    useDelete: useDeleteBranch,
    exportList: exportBranches,
  },
} as const;
