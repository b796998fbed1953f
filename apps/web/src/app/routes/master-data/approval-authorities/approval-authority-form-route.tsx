import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { ApprovalAuthorityForm } from '../../../../features/approval-authorities/components/approval-authority-form';
import { LoadedRecord } from '../../../layout/loaded-record';
import { useAddForm, useEditForm } from '../use-module-form';
import { approvalAuthorityModule } from './approval-authority-module';

export function AddApprovalAuthorityRoute() {
  const { save, formProps, header } = useAddForm(approvalAuthorityModule);
  return (
    <>
      <PageHeader {...header} />
      <ApprovalAuthorityForm {...formProps} onSubmit={save} />
    </>
  );
}

export function EditApprovalAuthorityRoute() {
  const { id = '' } = useParams();
  const { record, save, formProps, header } = useEditForm(approvalAuthorityModule);
  return (
    <LoadedRecord query={record}>
      {(data) => (
        <>
          <PageHeader {...header} />
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
        </>
      )}
    </LoadedRecord>
  );
}
