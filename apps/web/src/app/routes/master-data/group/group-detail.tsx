import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { GROUP_MESSAGES, type GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { useDeleteBranch } from '../../../../features/branches/api/delete-branch';
import { useDeleteGroup } from '../../../../features/groups/api/delete-group';
import { useGroup } from '../../../../features/groups/api/get-group';
import { GroupBranchesCard } from '../../../../features/groups/components/group-branches-card';
import { GroupInformationCard } from '../../../../features/groups/components/group-information-card';
import { useCan } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useRefreshBranchDependents } from '../branch/use-refresh-branch-dependents';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { RecordActions } from '../../../../components/kit/record-actions';

const pages = paths.masterData.group;
const branchPages = paths.masterData.branch;

export function GroupDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const group = useGroup(id);
  const deleteGroup = useDeleteGroup();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteBranch = useDeleteBranch();
  const refreshBranchDependents = useRefreshBranchDependents();
  const [deletingBranch, setDeletingBranch] = useState<GroupBranch | null>(null);
  const canDeleteBranch = useCan(SUB_MENUS.branch, 'Delete');
  const canUpdate = useCan(SUB_MENUS.group, 'Update');
  const canDelete = useCan(SUB_MENUS.group, 'Delete');
  const canCreateBranch = useCan(SUB_MENUS.branch, 'Create');
  const canUpdateBranch = useCan(SUB_MENUS.branch, 'Update');
  const tab = params.get('tab') ?? pages.listTab;
  const branchPage = Math.max(Number(params.get('page')) || 1, 1);

  if (group.isPending) return <PageLoading />;
  if (group.isError)
    return <PageError message={translateError(group.error)} onRetry={() => void group.refetch()} />;

  return (
    <>
      <PageHeader
        title={t('groups.detailTitle')}
        subtitle={group.data.groupName}
        actions={
          <RecordActions
            editHref={canUpdate ? pages.editHref(id, 'detail') : undefined}
            deleteLabel={t('groups.delete')}
            onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
          />
        }
      />
      <Stack gap="lg">
        <GroupInformationCard group={group.data} />
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
      </Stack>
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={message(GROUP_MESSAGES.deleteTitle)}
        message={message(GROUP_MESSAGES.deleteQuestion)}
        description={message(GROUP_MESSAGES.deleteWarning)}
        onConfirm={() => deleteGroup.mutateAsync(id)}
        onDeleted={() => navigate(pages.getHref())}
      />
      <DeleteConfirmation
        opened={!!deletingBranch}
        onClose={() => setDeletingBranch(null)}
        title={message(BRANCH_MESSAGES.deleteTitle)}
        message={message(BRANCH_MESSAGES.deleteQuestion)}
        description={message(BRANCH_MESSAGES.deleteWarning)}
        onConfirm={() => deleteBranch.mutateAsync(deletingBranch!._id)}
        onDeleted={refreshBranchDependents}
      />
    </>
  );
}
