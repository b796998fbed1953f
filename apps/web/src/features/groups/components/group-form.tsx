import { groupBodySchema, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { useTranslation } from 'react-i18next';
import { NameDescriptionForm } from '../../../components/kit/name-description-form';
import type { RecordFormProps } from '../../../components/form/record-form-props';

export interface GroupFormProps extends RecordFormProps<GroupBody> {
  defaultValues?: GroupBody;
  submitLabel: string;
}

/** Group Name and Description, checked with the same rules the server applies. */
export function GroupForm({ defaultValues, ...props }: GroupFormProps) {
  const { t } = useTranslation();
  return (
    <NameDescriptionForm
      schema={groupBodySchema}
      nameField="groupName"
      labels={{
        nameLabel: t('groups.groupName'),
        namePlaceholder: t('groups.groupNamePlaceholder'),
        descriptionPlaceholder: t('groups.descriptionPlaceholder'),
      }}
      defaultValues={defaultValues ?? { groupName: '', description: '' }}
      {...props}
    />
  );
}
