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
  return (
    <>
      <TextField
        label="Debitur Name"
        withAsterisk
        placeholder="Full name as on the KTP"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateOnlyInput
            label="Date of Birth"
            withAsterisk
            maxDate={businessToday()}
            error={errors.dateOfBirth?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label="Phone Number"
        withAsterisk
        placeholder="e.g. 081234567890"
        inputMode="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Controller
        control={control}
        name="maritalStatus"
        render={({ field }) => (
          <Select
            label="Marital Status"
            withAsterisk
            placeholder="Select marital status"
            data={MARITAL_STATUSES}
            error={errors.maritalStatus?.message}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label="ID Number"
        withAsterisk
        placeholder="16-digit NIK"
        inputMode="numeric"
        error={errors.idNumber?.message}
        {...register('idNumber')}
      />
    </>
  );
}

function EnterpriseFields() {
  const { register, control, formState } = useFormContext<DebiturFormValues>();
  const { errors } = formState;
  return (
    <>
      <TextField
        label="Company Name"
        withAsterisk
        placeholder="e.g. PT Maju Bersama"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label="Organizer Name"
        withAsterisk
        placeholder="Name of the company's organizer"
        error={errors.organizerName?.message}
        {...register('organizerName')}
      />
      <Controller
        control={control}
        name="telephoneNumber"
        render={({ field }) => (
          <TextInput
            label="Telephone Number"
            withAsterisk
            placeholder="e.g. 021-5551234"
            inputMode="tel"
            error={errors.telephoneNumber?.message}
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
            label="Budget"
            withAsterisk
            placeholder="Rp 0"
            error={errors.budget?.message}
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
        error={errors.npwpText?.message}
        {...register('npwpText')}
      />
      <TextInput
        label="NIB"
        withAsterisk
        placeholder="13 to 16 digits"
        inputMode="numeric"
        error={errors.nibText?.message}
        {...register('nibText')}
      />
      <TextareaField
        label="Share Holder"
        withAsterisk
        placeholder="The company's share holders"
        error={errors.shareHolder?.message}
        {...register('shareHolder')}
      />
      <TextareaField
        label="Permit"
        withAsterisk
        placeholder="The company's business permits"
        error={errors.permit?.message}
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
  const groupId = useWatch({ control, name: 'relatedGroup' });
  const branches = groups.find((group) => group._id === groupId)?.branches ?? [];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {type === 'Personal' ? <PersonalFields /> : <EnterpriseFields />}
      <TextInput
        label="Email"
        placeholder="name@example.com"
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="relatedGroup"
        render={({ field }) => (
          <Select
            label="Related Group"
            withAsterisk
            placeholder="Select group"
            searchable
            nothingFoundMessage="No group found"
            data={groups.map((group) => ({ value: group._id, label: group.groupName }))}
            error={
              errors.relatedGroup?.message ?? (groupsFailed ? 'Failed to load data' : undefined)
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
            label="Related Branch"
            withAsterisk
            placeholder={groupId ? 'Select branch' : 'Select a group first'}
            searchable
            nothingFoundMessage="No branch in this group"
            disabled={!groupId}
            data={branches.map((branch) => ({ value: branch._id, label: branch.branchName }))}
            error={errors.relatedBranch?.message}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextareaField
        label="Address"
        withAsterisk
        placeholder="Street, city and postal code"
        error={errors.address?.message}
        {...register('address')}
      />
    </SimpleGrid>
  );
}
