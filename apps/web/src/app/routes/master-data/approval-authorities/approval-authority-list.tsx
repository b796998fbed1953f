import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { ApprovalAuthoritiesTable } from '../../../../features/approval-authorities/components/approval-authorities-table';
import { approvalAuthorityModule } from './approval-authority-module';

export function ApprovalAuthorityListRoute() {
  return (
    <ModuleListPage
      {...approvalAuthorityModule}
      detailHref={(id) => approvalAuthorityModule.pages.detailHref(id)}
    >
      {(table) => <ApprovalAuthoritiesTable {...table} />}
    </ModuleListPage>
  );
}
