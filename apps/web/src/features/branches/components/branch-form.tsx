import { branchBodySchema, type BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { MultiSelectField } from '../../../components/form/controlled-fields';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { useGroupOptions } from '../api/get-group-options';
import { useTranslation } from 'react-i18next';

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
  const groups = useGroupOptions();
  const form = useForm({
    resolver: zodResolver(branchBodySchema),
    defaultValues: defaultValues ?? EMPTY,
  });
  const registered = useRegistered(form);
  const texts = useFieldTexts('branches');
  const chosenGroups = useWatch({ control: form.control, name: 'relatedGroupId' });

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextField withAsterisk {...texts('branchName')} {...registered('branchName')} />
      <TextareaField {...texts('description')} {...registered('description')} />
      <MultiSelectField
        control={form.control}
        name="relatedGroupId"
        label={t('branches.group')}
        withAsterisk
        placeholder={chosenGroups.length ? undefined : t('branches.groupPlaceholder')}
        searchable
        clearable
        nothingFoundMessage={t('branches.noGroupFound')}
        data={(groups.data ?? []).map((group) => ({ value: group._id, label: group.groupName }))}
        disabled={groups.isPending}
        fallbackError={groups.isError ? t('kit.loadError') : undefined}
      />
    </RecordFormCard>
  );
}
