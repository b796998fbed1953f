import { branchBodySchema, type BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, MultiSelect, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { useGroupOptions } from '../api/get-group-options';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { FormActions } from '../../../components/ui/form-actions';

export type BranchFormValues = Omit<BranchBody, 'version'>;

export interface BranchFormProps {
  defaultValues?: BranchFormValues;
  submitLabel: string;
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  onSubmit: (values: BranchFormValues) => void;
  onCancel: () => void;
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
          <Controller
            control={form.control}
            name="relatedGroupId"
            render={({ field }) => (
              <MultiSelect
                label={t('branches.group')}
                withAsterisk
                placeholder={field.value.length ? undefined : t('branches.groupPlaceholder')}
                searchable
                clearable
                nothingFoundMessage={t('branches.noGroupFound')}
                data={(groups.data ?? []).map((group) => ({
                  value: group._id,
                  label: group.groupName,
                }))}
                disabled={groups.isPending}
                error={
                  message(errors.relatedGroupId?.message) ??
                  (groups.isError ? t('kit.loadError') : undefined)
                }
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <FormActions submitLabel={submitLabel} onCancel={onCancel} saving={saving} />
        </Stack>
      </Card>
    </form>
  );
}
