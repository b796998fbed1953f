import {
  LOGBOOK_PARTIES,
  logbookFormSchema,
  type LogbookBody,
  type LogbookEntry,
  type LogbookForm as LogbookFormValues,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { fromBusinessDateTime, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DateField, SelectField } from '../../../components/form/controlled-fields';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
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

export interface LogbookFormProps {
  defaultValues: LogbookFormInput;
  failure?: string | null;
  saving: boolean;
  onSubmit: (body: LogbookBody) => void;
  onCancel: () => void;
}

/** A call of the logbook, checked with the same rules the server applies. */
export function LogbookForm({
  defaultValues,
  failure,
  saving,
  onSubmit,
  onCancel,
}: LogbookFormProps) {
  const form = useForm<LogbookFormInput, unknown, LogbookFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const { errors } = form.formState;
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
    applications.isError || debiturs.isError ? 'Failed to load data' : undefined;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(toBody(values)))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={failure} />
          <Title order={3} size="h5">
            Call
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            <Group grow align="flex-start" gap="sm">
              <DateField control={form.control} name="callDate" label="Call Date" withAsterisk />
              <TimeInput
                label="Call Time"
                withAsterisk
                error={errors.callTime?.message}
                {...form.register('callTime')}
              />
            </Group>
            <SelectField
              control={form.control}
              name="party"
              label="Party"
              placeholder="Who called"
              withAsterisk
              data={LOGBOOK_PARTIES}
            />
            <TextField
              label="Caller"
              withAsterisk
              placeholder="e.g. Budi Santoso"
              error={errors.caller?.message}
              {...form.register('caller')}
            />
            <TextField
              label="Phone Number"
              withAsterisk
              placeholder="e.g. 021-5550123"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <SelectField
              control={form.control}
              name="creditApplicationId"
              label="Credit Application"
              placeholder="Search by application no. or debitur"
              data={(applications.data?.applications ?? []).map((row) => ({
                value: row._id,
                label: row.debiturName
                  ? `${row.creditAppNo} · ${row.debiturName}`
                  : row.creditAppNo,
              }))}
              searchable
              clearable
              searchValue={applicationSearch}
              onSearchChange={setApplicationSearch}
              filter={({ options }) => options}
              nothingFoundMessage="No data available"
              fallbackError={optionsFailed}
            />
            <SelectField
              control={form.control}
              name="debiturId"
              label="Debitur"
              placeholder="Search by debitur name"
              data={(debiturs.data?.debiturs ?? []).map((row) => ({
                value: row._id,
                label: row.name,
              }))}
              searchable
              clearable
              searchValue={debiturSearch}
              onSearchChange={setDebiturSearch}
              filter={({ options }) => options}
              nothingFoundMessage="No data available"
              fallbackError={optionsFailed}
            />
            <TextField
              label="Topic"
              withAsterisk
              placeholder="e.g. Covernote APHT"
              error={errors.topic?.message}
              {...form.register('topic')}
            />
            <TextField
              label="Received By"
              withAsterisk
              error={errors.receivedBy?.message}
              {...form.register('receivedBy')}
            />
          </SimpleGrid>
          <TextareaField
            label="Summary"
            withAsterisk
            placeholder="What the caller asked or reported"
            error={errors.summary?.message}
            {...form.register('summary')}
          />
          <Title order={3} size="h5">
            Follow-up
          </Title>
          <TextareaField
            label="Follow-up"
            placeholder="What will be done"
            error={errors.followUp?.message}
            {...form.register('followUp')}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextField
              label="Person in Charge"
              withAsterisk
              error={errors.personInCharge?.message}
              {...form.register('personInCharge')}
            />
            <DateField control={form.control} name="targetDate" label="Target Date" withAsterisk />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
