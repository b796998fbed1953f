import { groupBodySchema, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { TextareaField, TextField } from '../../../components/ui/text-field';

export interface GroupFormProps extends RecordFormProps<GroupBody> {
  defaultValues?: GroupBody;
  submitLabel: string;
}

/** Group Name and Description, checked with the same rules the server applies. */
export function GroupForm({
  defaultValues,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: GroupFormProps) {
  const form = useForm({
    resolver: zodResolver(groupBodySchema),
    defaultValues: defaultValues ?? { groupName: '', description: '' },
  });
  const registered = useRegistered(form);
  const texts = useFieldTexts('groups');

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextField withAsterisk {...texts('groupName')} {...registered('groupName')} />
      <TextareaField {...texts('description')} {...registered('description')} />
    </RecordFormCard>
  );
}
