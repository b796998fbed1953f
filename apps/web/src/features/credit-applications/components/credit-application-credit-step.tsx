import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  DateField,
  MoneyField,
  MultiSelectField,
  SelectField,
} from '../../../components/form/controlled-fields';
import { useRegistered } from '../../../components/form/use-registered';
import { TextareaField } from '../../../components/ui/text-field';
import { useCreditTypeOptions, useFacilityOptions } from '../api/get-credit-application-options';
import type { CreditApplicationFormState } from './use-credit-application-form';

export interface CreditApplicationCreditStepProps {
  state: CreditApplicationFormState;
}

/** Step 2: the credit itself (type, plafond, facilities, tenor, description). */
export function CreditApplicationCreditStep({ state }: CreditApplicationCreditStepProps) {
  const { t } = useTranslation();
  const registered = useRegistered(state.form);
  const { control, setValue } = state.form;
  const tenorStartDate = useWatch({ control, name: 'tenorStartDate' });
  const creditTypes = useCreditTypeOptions();
  const facilities = useFacilityOptions();
  /** A required choice among loaded options, searchable, the failed load said under it. */
  const choice = (name: 'creditType' | 'facilities', options: typeof creditTypes) => ({
    control,
    name,
    label: t(`creditApplications.wizard.${name}`),
    withAsterisk: true,
    searchable: true,
    data: options.data ?? [],
    fallbackError: options.isError ? t('creditApplications.optionsFailed') : undefined,
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField {...choice('creditType', creditTypes)} />
        <MoneyField
          control={control}
          name="plafond"
          label={t('creditApplications.wizard.plafond')}
          withAsterisk
        />
      </SimpleGrid>
      <MultiSelectField {...choice('facilities', facilities)} />
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
      <TextareaField
        label={t('creditApplications.wizard.creditDescription')}
        withAsterisk
        {...registered('creditDesc')}
      />
    </Stack>
  );
}
