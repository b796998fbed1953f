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
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';

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
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const create = useCreateBranch();
  const refreshDependents = useRefreshBranchDependents();
  const { groupId, back } = useOrigin();

  const submit = (values: BranchFormValues) =>
    create.mutate(values, {
      onSuccess: () => {
        refreshDependents();
        notifications.show({ color: 'teal', message: t('branches.created') });
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader title={t('branches.add')} subtitle={t('branches.addSubtitle')} />
      <BranchForm
        submitLabel={t('kit.save')}
        defaultValues={{
          branchName: '',
          description: '',
          relatedGroupId: groupId ? [groupId] : [],
        }}
        saving={create.isPending}
        failure={
          create.isError
            ? translateError(create.error) || message(BRANCH_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditBranchRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const branch = useBranch(id);
  const update = useUpdateBranch();
  const refreshDependents = useRefreshBranchDependents();
  const { back } = useOrigin(id);

  if (branch.isPending) return <PageLoading />;
  if (branch.isError)
    return (
      <PageError message={translateError(branch.error)} onRetry={() => void branch.refetch()} />
    );

  const submit = (values: BranchFormValues) =>
    update.mutate(
      { id, body: { ...values, version: branch.data.version } },
      {
        onSuccess: () => {
          refreshDependents();
          notifications.show({ color: 'teal', message: t('branches.updated') });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader title={t('branches.editTitle')} subtitle={t('branches.editSubtitle')} />
      <BranchForm
        submitLabel={t('kit.save')}
        defaultValues={{
          branchName: branch.data.branchName,
          description: branch.data.description ?? '',
          relatedGroupId: branch.data.relatedGroupId.map((group) => group._id),
        }}
        saving={update.isPending}
        failure={
          update.isError
            ? translateError(update.error) || message(BRANCH_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
