import { JOIN_TYPES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/controlled-fields';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { DEBITUR_OPTIONS_LIMIT } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { useMessage } from '../../../i18n/use-message';
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
  const message = useMessage();
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

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('creditApplications.wizard.type')}
            withAsterisk
            value={field.value || null}
            onChange={(next) => chooseType(next as DebiturType)}
            error={message(fieldState.error?.message)}
          >
            <Group mt="xs">
              {DEBITUR_TYPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`creditApplications.debiturType.${option}`)}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="joinType"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('creditApplications.wizard.joinType')}
            withAsterisk
            value={field.value || null}
            onChange={(next) => {
              field.onChange(next);
              form.setValue('debitur', null);
            }}
            error={message(fieldState.error?.message)}
          >
            <Group mt="xs">
              {JOIN_TYPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`creditApplications.joinType.${option}`)}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {joinType === 'New Debitur' && type && newDebitur.render(type)}
      {joinType === 'Existing Debitur' && (
        <>
          <SelectField
            control={control}
            name="debitur"
            label={t('creditApplications.wizard.debitur')}
            withAsterisk
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
