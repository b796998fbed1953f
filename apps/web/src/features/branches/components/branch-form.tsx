import { branchBodySchema, type BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { MultiSelectField } from '../../../components/form/controlled-fields';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { useGroupOptions } from '../api/get-group-options';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { FormActions } from '../../../components/ui/form-actions';
import type { RecordFormProps } from '../../../components/form/record-form-props';

export type BranchFormValues = Omit<BranchBody, 'version'>;

export interface BranchFormProps extends RecordFormProps<BranchFormValues> {
  defaultValues?: BranchFormValues;
  submitLabel: string;
}

const EMPTY: BranchFormValues = { branchName: '', description: '', relatedGroupId: [] };

/** Branch Name, Description and its groups, checked with the same rules the server applies. */
export function BranchForm({
  defaultValues,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: BranchFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const groups = useGroupOptions();
  const form = useForm({
    resolver: zodResolver(branchBodySchema),
    defaultValues: defaultValues ?? EMPTY,
  });
  const { errors } = form.formState;
  const chosenGroups = useWatch({ control: form.control, name: 'relatedGroupId' });

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextField
            label={t('branches.branchName')}
            withAsterisk
            placeholder={t('branches.branchNamePlaceholder')}
            error={message(errors.branchName?.message)}
            {...form.register('branchName')}
          />
          <TextareaField
            label={t('branches.description')}
            placeholder={t('branches.descriptionPlaceholder')}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <MultiSelectField
            control={form.control}
            name="relatedGroupId"
            label={t('branches.group')}
            withAsterisk
            placeholder={chosenGroups.length ? undefined : t('branches.groupPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('branches.noGroupFound')}
            data={(groups.data ?? []).map((group) => ({
              value: group._id,
              label: group.groupName,
            }))}
            disabled={groups.isPending}
            fallbackError={groups.isError ? t('kit.loadError') : undefined}
          />
          <FormActions submitLabel={submitLabel} onCancel={onCancel} saving={saving} />
        </Stack>
      </Card>
    </form>
  );
}
