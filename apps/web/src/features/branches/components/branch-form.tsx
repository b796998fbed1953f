import { branchBodySchema, type BranchBody } from '@creditdesk/domain/branches/branches.schemas';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../../components/form/controlled-fields';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { NameDescriptionForm } from '../../../components/kit/name-description-form';
import { useGroupOptions } from '../api/get-group-options';

export type BranchFormValues = Omit<BranchBody, 'version'>;

export interface BranchFormProps extends RecordFormProps<BranchFormValues> {
  defaultValues?: BranchFormValues;
  submitLabel: string;
}

const EMPTY: BranchFormValues = { branchName: '', description: '', relatedGroupId: [] };

/** The groups a branch serves: one at least. */
function BranchGroupsField({ control }: { control: Control<FieldValues, unknown, BranchBody> }) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  const chosenGroups = useWatch({ control, name: 'relatedGroupId' }) as string[];
  return (
    <MultiSelectField
      control={control}
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
  );
}

/** Branch Name, Description and its groups, checked with the same rules the server applies. */
export function BranchForm({ defaultValues, ...props }: BranchFormProps) {
  return (
    <NameDescriptionForm
      schema={branchBodySchema}
      nameField="branchName"
      labels={{ catalogue: 'branches' }}
      defaultValues={defaultValues ?? EMPTY}
      {...props}
    >
      {(control) => <BranchGroupsField control={control} />}
    </NameDescriptionForm>
  );
}
