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
import { useMessage } from '../../../i18n/use-message';

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

/** A text input's register props with the field's message in the user's language. */
const useRegistered = () => {
  const { register, formState } = useFormContext<DebiturFormValues>();
  const message = useMessage();
  return (name: keyof DebiturFormValues) => ({
    ...register(name),
    error: message(formState.errors[name]?.message),
  });
};

function PersonalFields() {
  const { control } = useFormContext<DebiturFormValues>();
  const registered = useRegistered();
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('debiturs.debiturName')}
        withAsterisk
        placeholder={t('debiturs.debiturNamePlaceholder')}
        {...registered('fullName')}
      />
      <DateField
        control={control}
        name="dateOfBirth"
        emptyValue=""
        label={t('debiturs.dateOfBirth')}
        withAsterisk
        maxDate={businessToday()}
      />
      <TextInput
        label={t('debiturs.phoneNumber')}
        withAsterisk
        placeholder={t('debiturs.phoneNumberPlaceholder')}
        inputMode="tel"
        {...registered('phoneNumber')}
      />
      <SelectField
        control={control}
        name="maritalStatus"
        emptyValue=""
        label={t('debiturs.maritalStatus')}
        withAsterisk
        placeholder={t('debiturs.maritalStatusPlaceholder')}
        data={MARITAL_STATUSES.map((status) => ({
          value: status,
          label: t(`debiturs.maritalStatuses.${status}`),
        }))}
      />
      <TextInput
        label={t('debiturs.idNumber')}
        withAsterisk
        placeholder={t('debiturs.idNumberPlaceholder')}
        inputMode="numeric"
        {...registered('idNumber')}
      />
    </>
  );
}

function EnterpriseFields() {
  const { control, formState } = useFormContext<DebiturFormValues>();
  const registered = useRegistered();
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      <TextField
        label={t('debiturs.companyName')}
        withAsterisk
        placeholder={t('debiturs.companyNamePlaceholder')}
        {...registered('companyName')}
      />
      <TextField
        label={t('debiturs.organizerName')}
        withAsterisk
        placeholder={t('debiturs.organizerNamePlaceholder')}
        {...registered('organizerName')}
      />
      <Controller
        control={control}
        name="telephoneNumber"
        render={({ field }) => (
          <TextInput
            label={t('debiturs.telephoneNumber')}
            withAsterisk
            placeholder={t('debiturs.telephoneNumberPlaceholder')}
            inputMode="tel"
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
      <TextareaField
        label={t('debiturs.shareHolder')}
        withAsterisk
        placeholder={t('debiturs.shareHolderPlaceholder')}
        {...registered('shareHolder')}
      />
      <TextareaField
        label={t('debiturs.permit')}
        withAsterisk
        placeholder={t('debiturs.permitPlaceholder')}
        {...registered('permit')}
      />
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
  const registered = useRegistered();
  const { t } = useTranslation();
  const groupId = useWatch({ control, name: 'relatedGroup' });
  const branches = groups.find((group) => group._id === groupId)?.branches ?? [];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {type === 'Personal' ? <PersonalFields /> : <EnterpriseFields />}
      <TextInput
        label={t('debiturs.email')}
        placeholder={t('debiturs.emailPlaceholder')}
        type="email"
        {...registered('email')}
      />
      <SelectField
        control={control}
        name="relatedGroup"
        emptyValue=""
        label={t('debiturs.relatedGroup')}
        withAsterisk
        placeholder={t('debiturs.relatedGroupPlaceholder')}
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
      <TextareaField
        label={t('debiturs.address')}
        withAsterisk
        placeholder={t('debiturs.addressPlaceholder')}
        {...registered('address')}
      />
    </SimpleGrid>
  );
}
