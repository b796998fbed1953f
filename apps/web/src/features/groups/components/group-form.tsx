import { groupBodySchema, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { useMessage } from '../../../i18n/use-message';
import { FormActions } from '../../../components/ui/form-actions';
import type { RecordFormProps } from '../../../components/form/record-form-props';

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
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm({
    resolver: zodResolver(groupBodySchema),
    defaultValues: defaultValues ?? { groupName: '', description: '' },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextField
            label={t('groups.groupName')}
            withAsterisk
            placeholder={t('groups.groupNamePlaceholder')}
            error={message(errors.groupName?.message)}
            {...form.register('groupName')}
          />
          <TextareaField
            label={t('groups.description')}
            placeholder={t('groups.descriptionPlaceholder')}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <FormActions submitLabel={submitLabel} onCancel={onCancel} saving={saving} />
        </Stack>
      </Card>
    </form>
  );
}
