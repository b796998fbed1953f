import { SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  DateField,
  MoneyField,
  MultiSelectField,
  SelectField,
} from '../../../components/form/controlled-fields';
import { TextareaField } from '../../../components/ui/text-field';
import { useCreditTypeOptions, useFacilityOptions } from '../api/get-credit-application-options';
import { OPTIONS_FAILED } from './credit-application-debitur-step';
import type { CreditApplicationFormState } from './use-credit-application-form';

export interface CreditApplicationCreditStepProps {
  state: CreditApplicationFormState;
}

/** Step 2: the credit itself (type, plafond, facilities, tenor, description). */
export function CreditApplicationCreditStep({ state }: CreditApplicationCreditStepProps) {
  const { control, setValue } = state.form;
  const tenorStartDate = useWatch({ control, name: 'tenorStartDate' });
  const creditTypes = useCreditTypeOptions();
  const facilities = useFacilityOptions();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="creditType"
          label="Credit Type"
          withAsterisk
          searchable
          data={creditTypes.data ?? []}
          fallbackError={creditTypes.isError ? OPTIONS_FAILED : undefined}
        />
        <MoneyField control={control} name="plafond" label="Plafond" withAsterisk />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="facilities"
        label="Facilities"
        withAsterisk
        searchable
        data={facilities.data ?? []}
        fallbackError={facilities.isError ? OPTIONS_FAILED : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          control={control}
          name="tenorStartDate"
          label="Tenor Start Date"
          withAsterisk
          onChange={() => setValue('tenorEndDate', null)}
        />
        <DateField
          control={control}
          name="tenorEndDate"
          label="Tenor End Date"
          withAsterisk
          disabled={!tenorStartDate}
          minDate={tenorStartDate ?? undefined}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="creditDesc"
        render={({ field, fieldState }) => (
          <TextareaField
            label="Credit Description"
            withAsterisk
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
