import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { paths } from '../../../../config/paths';
import { branchesApi } from '../../../../features/branches/api/branches-api';
import { BranchesTable } from '../../../../features/branches/components/branches-table';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

const pages = paths.masterData.branch;

export function BranchListRoute() {
  const refreshDependents = useRefreshBranchDependents();

  return (
    <ModuleListPage
      catalogue="branches"
      subMenu={SUB_MENUS.branch}
      pages={pages}
      messages={BRANCH_MESSAGES}
      calls={branchesApi}
    >
      {(table) => (
        <BranchesTable
          {...table}
          detailHref={(id) => pages.detailHref(id)}
          onDeleted={refreshDependents}
        />
      )}
    </ModuleListPage>
  );
}
