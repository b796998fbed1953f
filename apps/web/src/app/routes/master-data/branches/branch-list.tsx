import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { BranchesTable } from '../../../../features/branches/components/branches-table';
import { branchModule } from './branch-module';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

export function BranchListRoute() {
  const refreshDependents = useRefreshBranchDependents();

  return (
    <ModuleListPage {...branchModule}>
      {(table) => (
        <BranchesTable
          {...table}
          detailHref={(id) => branchModule.pages.detailHref(id)}
          onDeleted={refreshDependents}
        />
      )}
    </ModuleListPage>
  );
}
