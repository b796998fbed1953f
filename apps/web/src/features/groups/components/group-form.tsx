import { groupBodySchema, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { NameDescriptionForm } from '../../../components/kit/name-description-form';
import type { RecordFormProps } from '../../../components/form/record-form-props';

export interface GroupFormProps extends RecordFormProps<GroupBody> {
  defaultValues?: GroupBody;
  submitLabel: string;
}

/** Group Name and Description, checked with the same rules the server applies. */
export function GroupForm(props: GroupFormProps) {
  return (
    <NameDescriptionForm
      schema={groupBodySchema}
      nameField="groupName"
      labels={{ catalogue: 'groups' }}
      {...props}
    />
  );
}
