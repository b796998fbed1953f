import { PageHeader } from '../../../../components/ui/page-header';
import { GroupForm } from '../../../../features/groups/components/group-form';
import { LoadedRecord } from '../../../layout/loaded-record';
import { useAddForm, useEditForm } from '../use-module-form';
import { groupModule } from './group-module';

export function AddGroupRoute() {
  const { save, formProps, header } = useAddForm(groupModule);

  return (
    <>
      <PageHeader {...header} />
      <GroupForm {...formProps} onSubmit={save} />
    </>
  );
}

export function EditGroupRoute() {
  const { id, record, save, formProps, header } = useEditForm(groupModule);

  return (
    <LoadedRecord query={record}>
      {(data) => (
        <>
          <PageHeader {...header} />
          <GroupForm
            defaultValues={{ groupName: data.groupName, description: data.description ?? '' }}
            {...formProps}
            onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
          />
        </>
      )}
    </LoadedRecord>
  );
}
