import {
  filterTelephoneInput,
  MARITAL_STATUSES,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateField, MoneyField, SelectField } from '../../../components/form/controlled-fields';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import type { DebiturFormValues } from './debitur-wizard-form';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../../i18n/use-message';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { useLabelledOptions } from '../../../components/ui/labelled-options';

/** A group a debitur can belong to, with the branches that can be chosen under it. */
export interface DebiturGroupOption {
  _id: string;
  groupName: string;
  branches: { _id: string; branchName: string }[];
}

export interface GeneralInformationStepProps {
  type: DebiturType;
  groups: DebiturGroupOption[];
  groupsFailed?: boolean;
}

/** The debitur form's text inputs: their register props, label and placeholder. */
const useDebiturFields = () => {
  const form = useFormContext<DebiturFormValues>();
  return { registered: useRegistered(form), texts: useFieldTexts('debiturs') };
};

function PersonalFields() {
  const { control } = useFormContext<DebiturFormValues>();
  const { registered, texts } = useDebiturFields();
  const labelled = useLabelledOptions();
  const { t } = useTranslation();
  return (
    <>
      <TextField withAsterisk {...texts('debiturName')} {...registered('fullName')} />
      <DateField
        control={control}
        name="dateOfBirth"
        emptyValue=""
        label={t('debiturs.dateOfBirth')}
        withAsterisk
        maxDate={businessToday()}
      />
      <TextInput
        withAsterisk
        inputMode="tel"
        {...texts('phoneNumber')}
        {...registered('phoneNumber')}
      />
      <SelectField
        control={control}
        name="maritalStatus"
        emptyValue=""
        withAsterisk
        {...texts('maritalStatus')}
        data={labelled('debiturs.maritalStatuses', MARITAL_STATUSES)}
      />
      <TextInput
        withAsterisk
        inputMode="numeric"
        {...texts('idNumber')}
        {...registered('idNumber')}
      />
    </>
  );
}

function EnterpriseFields() {
  const { control, formState } = useFormContext<DebiturFormValues>();
  const { registered, texts } = useDebiturFields();
  const { t, message } = useTexts();
  return (
    <>
      <TextField withAsterisk {...texts('companyName')} {...registered('companyName')} />
      <TextField withAsterisk {...texts('organizerName')} {...registered('organizerName')} />
      <Controller
        control={control}
        name="telephoneNumber"
        render={({ field }) => (
          <TextInput
            withAsterisk
            inputMode="tel"
            {...texts('telephoneNumber')}
            error={message(formState.errors.telephoneNumber?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(filterTelephoneInput(event.currentTarget.value))}
            onBlur={field.onBlur}
          />
        )}
      />
      <MoneyField
        control={control}
        name="budget"
        emptyValue=""
        label={t('debiturs.budget')}
        withAsterisk
        placeholder="Rp 0"
      />
      <TextInput
        label="NPWP"
        withAsterisk
        placeholder="99.999.999.9-999.999"
        {...registered('npwpText')}
      />
      <TextInput
        label="NIB"
        withAsterisk
        placeholder={t('debiturs.nibPlaceholder')}
        inputMode="numeric"
        {...registered('nibText')}
      />
      <TextareaField withAsterisk {...texts('shareHolder')} {...registered('shareHolder')} />
      <TextareaField withAsterisk {...texts('permit')} {...registered('permit')} />
    </>
  );
}

/** Step 2: the chosen type's fields, then contact, address and the related group and branch. */
export function GeneralInformationStep({
  type,
  groups,
  groupsFailed,
}: GeneralInformationStepProps) {
  const { control, setValue } = useFormContext<DebiturFormValues>();
  const { registered, texts } = useDebiturFields();
  const { t } = useTranslation();
  const groupId = useWatch({ control, name: 'relatedGroup' });
  const branches = groups.find((group) => group._id === groupId)?.branches ?? [];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {type === 'Personal' ? <PersonalFields /> : <EnterpriseFields />}
      <TextInput type="email" {...texts('email')} {...registered('email')} />
      <SelectField
        control={control}
        name="relatedGroup"
        emptyValue=""
        withAsterisk
        {...texts('relatedGroup')}
        searchable
        nothingFoundMessage={t('branches.noGroupFound')}
        data={groups.map((group) => ({ value: group._id, label: group.groupName }))}
        fallbackError={groupsFailed ? t('kit.loadError') : undefined}
        // A branch belongs to its group, so a new group needs a new branch.
        onChange={() => setValue('relatedBranch', '')}
      />
      <SelectField
        control={control}
        name="relatedBranch"
        emptyValue=""
        label={t('debiturs.relatedBranch')}
        withAsterisk
        placeholder={t(groupId ? 'debiturs.relatedBranchPlaceholder' : 'debiturs.groupFirst')}
        searchable
        nothingFoundMessage={t('debiturs.noBranchInGroup')}
        disabled={!groupId}
        data={branches.map((branch) => ({ value: branch._id, label: branch.branchName }))}
      />
      <TextareaField withAsterisk {...texts('address')} {...registered('address')} />
    </SimpleGrid>
  );
}
