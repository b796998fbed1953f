import { GroupForm } from '../../../../features/groups/components/group-form';
import { AddFormPage, EditFormPage } from '../form-pages';
import { useAddForm, useEditForm } from '../use-module-form';
import { groupModule } from './group-module';

export function AddGroupRoute() {
  const { save, formProps, header } = useAddForm(groupModule);

  return (
    <AddFormPage header={header}>
      <GroupForm {...formProps} onSubmit={save} />
    </AddFormPage>
  );
}

export function EditGroupRoute() {
  const { id, record, save, formProps, header } = useEditForm(groupModule);

  return (
    <EditFormPage record={record} header={header}>
      {(data) => (
        <GroupForm
          defaultValues={{ groupName: data.groupName, description: data.description ?? '' }}
          {...formProps}
          onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
        />
      )}
    </EditFormPage>
  );
}
