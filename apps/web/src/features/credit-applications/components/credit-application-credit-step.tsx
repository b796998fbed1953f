import { SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  DateField,
  MoneyField,
  MultiSelectField,
  SelectField,
} from '../../../components/form/controlled-fields';
import { TextareaField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';
import { useCreditTypeOptions, useFacilityOptions } from '../api/get-credit-application-options';
import type { CreditApplicationFormState } from './use-credit-application-form';

export interface CreditApplicationCreditStepProps {
  state: CreditApplicationFormState;
}

/** Step 2: the credit itself (type, plafond, facilities, tenor, description). */
export function CreditApplicationCreditStep({ state }: CreditApplicationCreditStepProps) {
  const { t, message } = useTexts();
  const optionsFailed = t('creditApplications.optionsFailed');
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
          label={t('creditApplications.wizard.creditType')}
          withAsterisk
          searchable
          data={creditTypes.data ?? []}
          fallbackError={creditTypes.isError ? optionsFailed : undefined}
        />
        <MoneyField
          control={control}
          name="plafond"
          label={t('creditApplications.wizard.plafond')}
          withAsterisk
        />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="facilities"
        label={t('creditApplications.wizard.facilities')}
        withAsterisk
        searchable
        data={facilities.data ?? []}
        fallbackError={facilities.isError ? optionsFailed : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          control={control}
          name="tenorStartDate"
          label={t('creditApplications.wizard.tenorStartDate')}
          withAsterisk
          onChange={() => setValue('tenorEndDate', null)}
        />
        <DateField
          control={control}
          name="tenorEndDate"
          label={t('creditApplications.wizard.tenorEndDate')}
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
            label={t('creditApplications.wizard.creditDescription')}
            withAsterisk
            {...field}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
