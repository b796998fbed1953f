import { JOIN_TYPES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioField, SelectField } from '../../../components/form/controlled-fields';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { DEBITUR_OPTIONS_LIMIT } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { useDebiturChoices } from '../api/get-debitur-options';
import type { CreditApplicationFormState, NewDebiturPart } from './use-credit-application-form';

export interface CreditApplicationDebiturStepProps {
  state: CreditApplicationFormState;
  newDebitur: NewDebiturPart;
}

/** Step 1: the debitur's type, a new debitur's fields or an existing one with its area. */
export function CreditApplicationDebiturStep({
  state,
  newDebitur,
}: CreditApplicationDebiturStepProps) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const { form, chooseType } = state;
  const { control } = form;
  const [type, joinType, debiturId] = useWatch({
    control,
    name: ['type', 'joinType', 'debitur'],
  });
  const debiturs = useDebiturChoices({
    type: type || undefined,
    chosen: debiturId ? [debiturId] : [],
    enabled: joinType === 'Existing Debitur' && !!type,
  });
  const chosenDebitur = debiturs.rowOf(debiturId);
  /** A required field of the step, labelled from the wizard's texts. */
  const required = (name: 'type' | 'joinType' | 'debitur') => ({
    control,
    name,
    label: t(`creditApplications.wizard.${name}`),
    withAsterisk: true,
  });

  return (
    <Stack gap="md">
      <RadioField
        {...required('type')}
        options={labelled('creditApplications.debiturType', DEBITUR_TYPES)}
        onChange={(next) => chooseType(next as DebiturType)}
      />
      <RadioField
        {...required('joinType')}
        options={labelled('creditApplications.joinType', JOIN_TYPES)}
        onChange={() => form.setValue('debitur', null)}
      />
      {joinType === 'New Debitur' && type && newDebitur.render(type)}
      {joinType === 'Existing Debitur' && (
        <>
          <SelectField
            {...required('debitur')}
            searchable
            placeholder={
              type
                ? t('creditApplications.wizard.chooseDebitur')
                : t('creditApplications.wizard.chooseTypeFirst')
            }
            disabled={!type}
            description={
              debiturs.hasMore
                ? t('creditApplications.moreDebiturs', { limit: DEBITUR_OPTIONS_LIMIT })
                : undefined
            }
            data={debiturs.data}
            searchValue={debiturs.searchValue}
            onSearchChange={debiturs.onSearchChange}
            loading={debiturs.isFetching}
            nothingFoundMessage={
              debiturs.isFetching ? t('creditApplications.loading') : t('creditApplications.empty')
            }
            fallbackError={debiturs.isError ? t('creditApplications.optionsFailed') : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReadOnlyField
              label={t('creditApplications.wizard.group')}
              value={chosenDebitur?.relatedGroup.groupName}
            />
            <ReadOnlyField
              label={t('creditApplications.wizard.branch')}
              value={chosenDebitur?.relatedBranch.branchName}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
