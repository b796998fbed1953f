import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  deleteConfirmationTexts,
  useDeleteTexts,
} from '../../../../components/kit/use-delete-texts';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { useDeleteBranch } from '../../../../features/branches/api/delete-branch';
import { GroupBranchesCard } from '../../../../features/groups/components/group-branches-card';
import { GroupInformationCard } from '../../../../features/groups/components/group-information-card';
import { useCan } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRefreshBranchDependents } from '../branches/use-refresh-branch-dependents';
import { useModuleDetail } from '../use-module-detail';
import { groupModule } from './group-module';
import { useTranslation } from 'react-i18next';

const pages = groupModule.pages;
const branchPages = paths.masterData.branch;

export function GroupDetailRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { id, detailPage } = useModuleDetail(groupModule);
  const deleteBranch = useDeleteBranch();
  const branchDeleteTexts = useDeleteTexts(BRANCH_MESSAGES);
  const refreshBranchDependents = useRefreshBranchDependents();
  const [deletingBranch, setDeletingBranch] = useState<GroupBranch | null>(null);
  const canDeleteBranch = useCan(SUB_MENUS.branch, 'Delete');
  const canCreateBranch = useCan(SUB_MENUS.branch, 'Create');
  const canUpdateBranch = useCan(SUB_MENUS.branch, 'Update');
  const tab = params.get('tab') ?? pages.listTab;
  const branchPage = Math.max(Number(params.get('page')) || 1, 1);

  return (
    <>
      <RecordDetailPage {...detailPage} subtitle={(data) => data.groupName}>
        {(data) => (
          <>
            <GroupInformationCard group={data} />
            <GroupBranchesCard
              groupId={id}
              page={branchPage}
              limit={10}
              onPageChange={(page) =>
                setParams((current) => ({ ...Object.fromEntries(current), page: String(page) }))
              }
              branchHref={(branchId) => branchPages.detailHref(branchId)}
              addAction={
                canCreateBranch && (
                  <Button
                    component={Link}
                    to={branchPages.addHref({ tab, groupId: id })}
                    leftSection={<IconPlus size={16} />}
                    size="sm"
                  >
                    {t('branches.add')}
                  </Button>
                )
              }
              rowActions={
                canUpdateBranch || canDeleteBranch
                  ? (branch) => (
                      <RowActions
                        name={branch.branchName}
                        editHref={
                          canUpdateBranch
                            ? branchPages.editHrefFrom(branch._id, { tab, groupId: id })
                            : undefined
                        }
                        onDelete={canDeleteBranch ? () => setDeletingBranch(branch) : undefined}
                      />
                    )
                  : undefined
              }
            />
          </>
        )}
      </RecordDetailPage>
      <DeleteConfirmation
        opened={!!deletingBranch}
        onClose={() => setDeletingBranch(null)}
        {...deleteConfirmationTexts(branchDeleteTexts)}
        onConfirm={() => deleteBranch.mutateAsync(deletingBranch!._id)}
        onDeleted={refreshBranchDependents}
      />
    </>
  );
}
