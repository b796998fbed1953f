import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { paths } from '../../../../config/paths';
import { exportBranches } from '../../../../features/branches/api/export-branches';
import { BranchesTable } from '../../../../features/branches/components/branches-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';
import { ListPage } from '../../../../components/kit/list-page';

const pages = paths.masterData.branch;

export function BranchListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.branch, 'Create');
  const refreshDependents = useRefreshBranchDependents();

  return (
    <ListPage
      title={t('branches.listTitle')}
      subtitle={t('branches.listSubtitle')}
      add={
        canCreate
          ? { label: t('branches.add'), href: pages.addHref({ tab: pages.listTab }) }
          : undefined
      }
      searchPlaceholder={message(BRANCH_MESSAGES.searchPlaceholder)}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => exportBranches({ search: list.search || undefined }, format)}
    >
      <BranchesTable
        page={list.page}
        limit={list.limit}
        search={list.search}
        onPageChange={list.setPage}
        detailHref={(id) => pages.detailHref(id)}
        editHref={(id) => pages.editHref(id, pages.listTab)}
        onDeleted={refreshDependents}
      />
    </ListPage>
  );
}
