import { useParams, useSearchParams } from 'react-router';
import { BranchForm } from '../../../../features/branches/components/branch-form';
import { AddFormPage, ModuleEditPage } from '../form-pages';
import { useAddForm } from '../use-module-form';
import { branchModule } from './branch-module';
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
  const { groupId, back } = useOrigin();
  const { save, formProps, header } = useAddForm(branchModule, {
    back,
    onSaved: useRefreshBranchDependents(),
  });

  return (
    <AddFormPage header={header}>
      <BranchForm
        defaultValues={{
          branchName: '',
          description: '',
          relatedGroupId: groupId ? [groupId] : [],
        }}
        {...formProps}
        onSubmit={save}
      />
    </AddFormPage>
  );
}

export function EditBranchRoute() {
  const { id = '' } = useParams();
  return (
    <ModuleEditPage
      module={branchModule}
      form={BranchForm}
      options={{ back: useOrigin(id).back, onSaved: useRefreshBranchDependents() }}
      filledFrom={(branch) => ({
        branchName: branch.branchName,
        description: branch.description ?? '',
        relatedGroupId: branch.relatedGroupId.map((group) => group._id),
      })}
    />
  );
}
