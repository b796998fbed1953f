import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCreateBranch } from '../../../../features/branches/api/create-branch';
import { useBranch } from '../../../../features/branches/api/get-branch';
import { useUpdateBranch } from '../../../../features/branches/api/update-branch';
import {
  BranchForm,
  type BranchFormValues,
} from '../../../../features/branches/components/branch-form';
import { PageError, PageLoading } from '../../../layout/page-states';
import { branchFormReturnHref } from './branch-return-href';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

/** The form's origin from its query (tab, groupId) and where Cancel and success go. */
const useOrigin = (id?: string) => {
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  return {
    groupId,
    back: branchFormReturnHref({ id, tab: params.get('tab'), groupId }),
  };
};

export function AddBranchRoute() {
  const navigate = useNavigate();
  const create = useCreateBranch();
  const refreshDependents = useRefreshBranchDependents();
  const { groupId, back } = useOrigin();

  const submit = (values: BranchFormValues) =>
    create.mutate(values, {
      onSuccess: () => {
        refreshDependents();
        notifications.show({ color: 'teal', message: 'Branch created' });
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader title="Add New Branch" subtitle="Create a new branch for credit administration" />
      <BranchForm
        submitLabel="Save"
        defaultValues={{
          branchName: '',
          description: '',
          relatedGroupId: groupId ? [groupId] : [],
        }}
        saving={create.isPending}
        failure={create.isError ? create.error.message || BRANCH_MESSAGES.createFailed : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditBranchRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const branch = useBranch(id);
  const update = useUpdateBranch();
  const refreshDependents = useRefreshBranchDependents();
  const { back } = useOrigin(id);

  if (branch.isPending) return <PageLoading />;
  if (branch.isError)
    return <PageError message={branch.error.message} onRetry={() => void branch.refetch()} />;

  const submit = (values: BranchFormValues) =>
    update.mutate(
      { id, body: { ...values, version: branch.data.version } },
      {
        onSuccess: () => {
          refreshDependents();
          notifications.show({ color: 'teal', message: 'Branch updated' });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader title="Edit Branch" subtitle="Update your existing branch" />
      <BranchForm
        submitLabel="Save"
        defaultValues={{
          branchName: branch.data.branchName,
          description: branch.data.description ?? '',
          relatedGroupId: branch.data.relatedGroupId.map((group) => group._id),
        }}
        saving={update.isPending}
        failure={update.isError ? update.error.message || BRANCH_MESSAGES.createFailed : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
