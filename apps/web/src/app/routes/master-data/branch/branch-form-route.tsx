import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { branchesApi } from '../../../../features/branches/api/branches-api';
import { PageHeader } from '../../../../components/ui/page-header';
import { BranchForm } from '../../../../features/branches/components/branch-form';
import { useMessage } from '../../../../i18n/use-message';
import { LoadedRecord } from '../../../layout/loaded-record';
import { useSaveAndReturn } from '../../use-save-and-return';
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
  const { t } = useTranslation();
  const message = useMessage();
  const { groupId, back } = useOrigin();
  const { save, formProps } = useSaveAndReturn(branchesApi.useCreate(), {
    back,
    savedNotice: t('branches.created'),
    failedMessage: message(BRANCH_MESSAGES.createFailed),
    onSaved: useRefreshBranchDependents(),
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
        {...formProps}
        onSubmit={save}
      />
    </>
  );
}

export function EditBranchRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const branch = branchesApi.useDetail(id);
  const { save, formProps } = useSaveAndReturn(branchesApi.useUpdate(), {
    back: useOrigin(id).back,
    savedNotice: t('branches.updated'),
    failedMessage: message(BRANCH_MESSAGES.createFailed),
    onSaved: useRefreshBranchDependents(),
  });

  return (
    <LoadedRecord query={branch}>
      {(data) => (
        <>
          <PageHeader title={t('branches.editTitle')} subtitle={t('branches.editSubtitle')} />
          <BranchForm
            submitLabel={t('kit.save')}
            defaultValues={{
              branchName: data.branchName,
              description: data.description ?? '',
              relatedGroupId: data.relatedGroupId.map((group) => group._id),
            }}
            {...formProps}
            onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
          />
        </>
      )}
    </LoadedRecord>
  );
}
