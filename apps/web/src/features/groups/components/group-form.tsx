import { groupBodySchema, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import {
  NameDescriptionForm,
  useCatalogueLabels,
} from '../../../components/kit/name-description-form';
import type { RecordFormProps } from '../../../components/form/record-form-props';

export interface GroupFormProps extends RecordFormProps<GroupBody> {
  defaultValues?: GroupBody;
  submitLabel: string;
}

/** Group Name and Description, checked with the same rules the server applies. */
export function GroupForm({ defaultValues, ...props }: GroupFormProps) {
  const labels = useCatalogueLabels('groups', 'groupName');
  return (
    <NameDescriptionForm
      schema={groupBodySchema}
      nameField="groupName"
      labels={labels}
      defaultValues={defaultValues ?? { groupName: '', description: '' }}
      {...props}
    />
  );
}
