import {
  LOGBOOK_PARTIES,
  logbookFormSchema,
  type LogbookBody,
  type LogbookEntry,
  type LogbookForm as LogbookFormValues,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { fromBusinessDateTime, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { Group, SimpleGrid, Title, type ComboboxParsedItem } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField, SelectField, TimeField } from '../../../components/form/controlled-fields';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts } from '../../../components/form/use-registered';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { useLinkOptions } from '../api/get-link-options';

const emptyIsUnset = (value: unknown) => value ?? undefined;

/** The domain's form rules; an empty select or date (null here) reads as not filled. */
const formSchema = logbookFormSchema.extend({
  callDate: z.preprocess(emptyIsUnset, logbookFormSchema.shape.callDate),
  party: z.preprocess(emptyIsUnset, logbookFormSchema.shape.party),
  targetDate: z.preprocess(emptyIsUnset, logbookFormSchema.shape.targetDate),
});

/** The form's values as typed: empty selects and dates are null. */
export type LogbookFormInput = z.input<typeof formSchema>;

const chosenId = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A new call: now on the bank's clock, taken by the signed-in user. */
export const newCallValues = (receivedBy: string, now = new Date()): LogbookFormInput => {
  const [callDate = null, callTime = ''] = toBusinessDateTime(now).split(' ');
  return {
    callDate,
    callTime,
    caller: '',
    party: null,
    phone: '',
    creditApplicationId: null,
    debiturId: null,
    topic: '',
    summary: '',
    receivedBy,
    followUp: '',
    personInCharge: '',
    targetDate: null,
  };
};

export const entryValues = (entry: LogbookEntry): LogbookFormInput => {
  const [callDate = null, callTime = ''] = toBusinessDateTime(entry.callAt).split(' ');
  return {
    callDate,
    callTime,
    caller: entry.caller,
    party: entry.party,
    phone: entry.phone,
    creditApplicationId: entry.creditApplication?._id ?? null,
    debiturId: entry.debitur?._id ?? null,
    topic: entry.topic,
    summary: entry.summary,
    receivedBy: entry.receivedBy,
    followUp: entry.followUp ?? '',
    personInCharge: entry.personInCharge,
    targetDate: entry.targetDate,
  };
};

/** The body the server takes: the date and time joined into one moment on the bank's clock. */
const toBody = ({ callDate, callTime, ...values }: LogbookFormValues): LogbookBody => ({
  ...values,
  callAt: fromBusinessDateTime(callDate, callTime),
});

export interface LogbookFormProps extends RecordFormProps<LogbookBody> {
  defaultValues: LogbookFormInput;
}

/** A call of the logbook, checked with the same rules the server applies. */
export function LogbookForm({
  defaultValues,
  failure,
  saving,
  onSubmit,
  onCancel,
}: LogbookFormProps) {
  const { t } = useTranslation();
  const { form, registered } = useSchemaForm(formSchema, defaultValues);
  const texts = useFieldTexts('logbook.form');
  const [creditApplicationId, debiturId] = useWatch({
    control: form.control,
    name: ['creditApplicationId', 'debiturId'],
  });
  const [applicationSearch, setApplicationSearch] = useState('');
  const [debiturSearch, setDebiturSearch] = useState('');
  const applications = useLinkOptions({
    search: applicationSearch,
    creditApplicationId: chosenId(creditApplicationId),
    debiturId: null,
  });
  const debiturs = useLinkOptions({
    search: debiturSearch,
    creditApplicationId: null,
    debiturId: chosenId(debiturId),
  });
  const optionsFailed =
    applications.isError || debiturs.isError ? t('logbook.form.optionsFailed') : undefined;
  const searchedLink = (searchValue: string, onSearchChange: (search: string) => void) => ({
    searchable: true,
    clearable: true,
    searchValue,
    onSearchChange,
    // The server has searched already: every option it answered is offered.
    filter: ({ options }: { options: ComboboxParsedItem[] }) => options,
    nothingFoundMessage: t('logbook.form.noData'),
    fallbackError: optionsFailed,
  });

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => onSubmit(toBody(values)))}
      failure={failure}
      saving={saving}
      submitLabel={t('logbook.form.save')}
      onCancel={onCancel}
      gap="lg"
    >
      <Title order={3} size="h5">
        {t('logbook.form.call')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Group grow align="flex-start" gap="sm">
          <DateField
            control={form.control}
            name="callDate"
            label={t('logbook.form.callDate')}
            withAsterisk
          />
          <TimeField
            control={form.control}
            name="callTime"
            label={t('logbook.form.callTime')}
            withAsterisk
          />
        </Group>
        <SelectField
          control={form.control}
          name="party"
          label={t('logbook.form.party')}
          placeholder={t('logbook.form.whoCalled')}
          withAsterisk
          data={LOGBOOK_PARTIES}
        />
        <TextField withAsterisk {...texts('caller')} {...registered('caller')} />
        <TextField withAsterisk {...texts('phone')} {...registered('phone')} />
        <SelectField
          control={form.control}
          name="creditApplicationId"
          label={t('logbook.form.creditApplication')}
          placeholder={t('logbook.form.searchApplication')}
          data={(applications.data?.applications ?? []).map((row) => ({
            value: row._id,
            label: row.debiturName ? `${row.creditAppNo} · ${row.debiturName}` : row.creditAppNo,
          }))}
          {...searchedLink(applicationSearch, setApplicationSearch)}
        />
        <SelectField
          control={form.control}
          name="debiturId"
          label={t('logbook.form.debitur')}
          placeholder={t('logbook.form.searchDebitur')}
          data={(debiturs.data?.debiturs ?? []).map((row) => ({ value: row._id, label: row.name }))}
          {...searchedLink(debiturSearch, setDebiturSearch)}
        />
        <TextField withAsterisk {...texts('topic')} {...registered('topic')} />
        <TextField
          label={t('logbook.form.receivedBy')}
          withAsterisk
          {...registered('receivedBy')}
        />
      </SimpleGrid>
      <TextareaField withAsterisk {...texts('summary')} {...registered('summary')} />
      <Title order={3} size="h5">
        {t('logbook.form.followUpTitle')}
      </Title>
      <TextareaField {...texts('followUp')} {...registered('followUp')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextField
          label={t('logbook.form.personInCharge')}
          withAsterisk
          {...registered('personInCharge')}
        />
        <DateField
          control={form.control}
          name="targetDate"
          label={t('logbook.form.targetDate')}
          withAsterisk
        />
      </SimpleGrid>
    </RecordFormCard>
  );
}
