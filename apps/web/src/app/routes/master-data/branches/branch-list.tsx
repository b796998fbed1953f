import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { BranchesTable } from '../../../../features/branches/components/branches-table';
import { branchModule } from './branch-module';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

export function BranchListRoute() {
  const refreshDependents = useRefreshBranchDependents();

  return (
    <ModuleListPage {...branchModule} detailHref={(id) => branchModule.pages.detailHref(id)}>
      {(table) => <BranchesTable {...table} onDeleted={refreshDependents} />}
    </ModuleListPage>
  );
}
