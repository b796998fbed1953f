import {
  filterTelephoneInput,
  MARITAL_STATUSES,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateOnlyInput } from '../../../components/ui/date-input';
import { MoneyInput } from '../../../components/ui/money-input';
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

function PersonalFields() {
  const { register, control, formState } = useFormContext<DebiturFormValues>();
  const { errors } = formState;
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      <TextField
        label={t('debiturs.debiturName')}
        withAsterisk
        placeholder={t('debiturs.debiturNamePlaceholder')}
        error={message(errors.fullName?.message)}
        {...register('fullName')}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateOnlyInput
            label={t('debiturs.dateOfBirth')}
            withAsterisk
            maxDate={businessToday()}
            error={message(errors.dateOfBirth?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label={t('debiturs.phoneNumber')}
        withAsterisk
        placeholder={t('debiturs.phoneNumberPlaceholder')}
        inputMode="tel"
        error={message(errors.phoneNumber?.message)}
        {...register('phoneNumber')}
      />
      <Controller
        control={control}
        name="maritalStatus"
        render={({ field }) => (
          <Select
            label={t('debiturs.maritalStatus')}
            withAsterisk
            placeholder={t('debiturs.maritalStatusPlaceholder')}
            data={MARITAL_STATUSES.map((status) => ({
              value: status,
              label: t(`debiturs.maritalStatuses.${status}`),
            }))}
            error={message(errors.maritalStatus?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label={t('debiturs.idNumber')}
        withAsterisk
        placeholder={t('debiturs.idNumberPlaceholder')}
        inputMode="numeric"
        error={message(errors.idNumber?.message)}
        {...register('idNumber')}
      />
    </>
  );
}

function EnterpriseFields() {
  const { register, control, formState } = useFormContext<DebiturFormValues>();
  const { errors } = formState;
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      <TextField
        label={t('debiturs.companyName')}
        withAsterisk
        placeholder={t('debiturs.companyNamePlaceholder')}
        error={message(errors.companyName?.message)}
        {...register('companyName')}
      />
      <TextField
        label={t('debiturs.organizerName')}
        withAsterisk
        placeholder={t('debiturs.organizerNamePlaceholder')}
        error={message(errors.organizerName?.message)}
        {...register('organizerName')}
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
            error={message(errors.telephoneNumber?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(filterTelephoneInput(event.currentTarget.value))}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="budget"
        render={({ field }) => (
          <MoneyInput
            label={t('debiturs.budget')}
            withAsterisk
            placeholder="Rp 0"
            error={message(errors.budget?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label="NPWP"
        withAsterisk
        placeholder="99.999.999.9-999.999"
        error={message(errors.npwpText?.message)}
        {...register('npwpText')}
      />
      <TextInput
        label="NIB"
        withAsterisk
        placeholder={t('debiturs.nibPlaceholder')}
        inputMode="numeric"
        error={message(errors.nibText?.message)}
        {...register('nibText')}
      />
      <TextareaField
        label={t('debiturs.shareHolder')}
        withAsterisk
        placeholder={t('debiturs.shareHolderPlaceholder')}
        error={message(errors.shareHolder?.message)}
        {...register('shareHolder')}
      />
      <TextareaField
        label={t('debiturs.permit')}
        withAsterisk
        placeholder={t('debiturs.permitPlaceholder')}
        error={message(errors.permit?.message)}
        {...register('permit')}
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
  const { register, control, formState, setValue } = useFormContext<DebiturFormValues>();
  const { errors } = formState;
  const { t } = useTranslation();
  const message = useMessage();
  const groupId = useWatch({ control, name: 'relatedGroup' });
  const branches = groups.find((group) => group._id === groupId)?.branches ?? [];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {type === 'Personal' ? <PersonalFields /> : <EnterpriseFields />}
      <TextInput
        label={t('debiturs.email')}
        placeholder={t('debiturs.emailPlaceholder')}
        type="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <Controller
        control={control}
        name="relatedGroup"
        render={({ field }) => (
          <Select
            label={t('debiturs.relatedGroup')}
            withAsterisk
            placeholder={t('debiturs.relatedGroupPlaceholder')}
            searchable
            nothingFoundMessage={t('branches.noGroupFound')}
            data={groups.map((group) => ({ value: group._id, label: group.groupName }))}
            error={
              message(errors.relatedGroup?.message) ??
              (groupsFailed ? t('kit.loadError') : undefined)
            }
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              // A branch belongs to its group, so a new group needs a new branch.
              setValue('relatedBranch', '');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="relatedBranch"
        render={({ field }) => (
          <Select
            label={t('debiturs.relatedBranch')}
            withAsterisk
            placeholder={t(groupId ? 'debiturs.relatedBranchPlaceholder' : 'debiturs.groupFirst')}
            searchable
            nothingFoundMessage={t('debiturs.noBranchInGroup')}
            disabled={!groupId}
            data={branches.map((branch) => ({ value: branch._id, label: branch.branchName }))}
            error={message(errors.relatedBranch?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextareaField
        label={t('debiturs.address')}
        withAsterisk
        placeholder={t('debiturs.addressPlaceholder')}
        error={message(errors.address?.message)}
        {...register('address')}
      />
    </SimpleGrid>
  );
}
