import { useParams } from 'react-router';
import { ApprovalAuthorityForm } from '../../../../features/approval-authorities/components/approval-authority-form';
import { AddFormPage, EditFormPage } from '../form-pages';
import { useAddForm, useEditForm } from '../use-module-form';
import { approvalAuthorityModule } from './approval-authority-module';

export function AddApprovalAuthorityRoute() {
  const { save, formProps, header } = useAddForm(approvalAuthorityModule);
  return (
    <AddFormPage header={header}>
      <ApprovalAuthorityForm {...formProps} onSubmit={save} />
    </AddFormPage>
  );
}

export function EditApprovalAuthorityRoute() {
  const { id = '' } = useParams();
  const { record, save, formProps, header } = useEditForm(approvalAuthorityModule);
  return (
    <EditFormPage record={record} header={header}>
      {(data) => (
        <ApprovalAuthorityForm
          defaultValues={{
            name: data.name,
            plafondFrom: data.plafondFrom.$numberDecimal,
            plafondTo: data.plafondTo?.$numberDecimal ?? null,
            requiredApprovals: String(data.requiredApprovals),
            roleIds: data.roles.map((role) => role._id),
            creditTypeIds: data.creditTypes.map((type) => type._id),
          }}
          {...formProps}
          onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
        />
      )}
    </EditFormPage>
  );
}
