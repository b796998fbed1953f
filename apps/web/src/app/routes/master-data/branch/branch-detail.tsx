import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDeleteBranch } from '../../../../features/branches/api/delete-branch';
import { useBranch } from '../../../../features/branches/api/get-branch';
import { BranchInformationCard } from '../../../../features/branches/components/branch-information-card';
import {
  BranchDebitursCard,
  branchDebiturTabOf,
} from '../../../../features/debiturs/components/branch-debiturs-card';
import { useCan } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { RecordActions } from '../../../../components/kit/record-actions';

const pages = paths.masterData.branch;
const debiturPages = paths.masterData.debiturManagement;

export function BranchDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const branch = useBranch(id);
  const deleteBranch = useDeleteBranch();
  const refreshDependents = useRefreshBranchDependents();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.branch, 'Update');
  const canDelete = useCan(SUB_MENUS.branch, 'Delete');
  const canReadDebiturs = useCan(SUB_MENUS.debiturManagement, 'Read');

  if (branch.isPending) return <PageLoading />;
  if (branch.isError)
    return (
      <PageError message={translateError(branch.error)} onRetry={() => void branch.refetch()} />
    );

  return (
    <>
      <PageHeader
        title={t('branches.detailTitle')}
        subtitle={branch.data.branchName}
        actions={
          <RecordActions
            editHref={canUpdate ? pages.editHrefFrom(id, { tab: 'detail' }) : undefined}
            deleteLabel={t('branches.delete')}
            onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
          />
        }
      />
      <Stack gap="lg">
        <BranchInformationCard branch={branch.data} />
        {canReadDebiturs && (
          <BranchDebitursCard
            branchId={id}
            tab={branchDebiturTabOf(searchParams.get('tab'))}
            onTabChange={(tab) => setSearchParams({ tab })}
            addHref={debiturPages.addHref({ tab: 'branch-detail', branchId: id })}
            detailHref={(debiturId, tab) => debiturPages.detailHref(debiturId, tab)}
            editHref={(debiturId, tab) => debiturPages.editHref(debiturId, tab)}
          />
        )}
      </Stack>
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={message(BRANCH_MESSAGES.deleteTitle)}
        message={message(BRANCH_MESSAGES.deleteQuestion)}
        description={message(BRANCH_MESSAGES.deleteWarning)}
        onConfirm={() => deleteBranch.mutateAsync(id)}
        onDeleted={() => {
          refreshDependents();
          navigate(paths.masterData.group.getHref());
        }}
      />
    </>
  );
}
