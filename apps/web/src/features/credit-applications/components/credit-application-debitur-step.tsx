import { JOIN_TYPES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/controlled-fields';
import { ReadOnlyField } from '../../../components/ui/read-only-field';
import { MORE_DEBITURS_HINT, useDebiturChoices } from '../api/get-debitur-options';
import type { CreditApplicationFormState, NewDebiturPart } from './use-credit-application-form';

export const OPTIONS_FAILED = 'Failed to load data';

export interface CreditApplicationDebiturStepProps {
  state: CreditApplicationFormState;
  newDebitur: NewDebiturPart;
}

/** Step 1: the debitur's type, a new debitur's fields or an existing one with its area. */
export function CreditApplicationDebiturStep({
  state,
  newDebitur,
}: CreditApplicationDebiturStepProps) {
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
            label="Type"
            withAsterisk
            value={field.value || null}
            onChange={(next) => chooseType(next as DebiturType)}
            error={fieldState.error?.message}
          >
            <Group mt="xs">
              {DEBITUR_TYPES.map((option) => (
                <Radio key={option} value={option} label={option} />
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
            label="Join Type"
            withAsterisk
            value={field.value || null}
            onChange={(next) => {
              field.onChange(next);
              form.setValue('debitur', null);
            }}
            error={fieldState.error?.message}
          >
            <Group mt="xs">
              {JOIN_TYPES.map((option) => (
                <Radio key={option} value={option} label={option} />
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
            label="Debitur"
            withAsterisk
            searchable
            placeholder={type ? 'Choose a debitur' : 'Choose the type first'}
            disabled={!type}
            description={debiturs.hasMore ? MORE_DEBITURS_HINT : undefined}
            data={debiturs.data}
            searchValue={debiturs.searchValue}
            onSearchChange={debiturs.onSearchChange}
            loading={debiturs.isFetching}
            nothingFoundMessage={debiturs.isFetching ? 'Loading data...' : 'No data available'}
            fallbackError={debiturs.isError ? OPTIONS_FAILED : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReadOnlyField label="Group" value={chosenDebitur?.relatedGroup.groupName} />
            <ReadOnlyField label="Branch" value={chosenDebitur?.relatedBranch.branchName} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
