import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack } from '@mantine/core';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessage } from '../../i18n/use-message';
import { FormErrorAlert } from '../ui/form-error-alert';
import { TextareaField, TextField } from '../ui/text-field';
import { FormActions } from '../ui/form-actions';
import type { RecordFormProps } from '../form/record-form-props';

/** The labels of a name/description form, e.g. 'Facility Name' and its placeholder. */
export interface NameDescriptionLabels {
  nameLabel: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
}

export interface NameDescriptionFormProps<Body extends FieldValues> extends RecordFormProps<Body> {
  /** The module's body schema from packages/domain: the server's rules and messages. */
  schema: z.ZodType<Body, FieldValues>;
  /** The body's name field, e.g. 'facilityName'. */
  nameField: string;
  labels: NameDescriptionLabels;
  defaultValues: { description: string } & Record<string, string>;
}

/** A record's name and description, checked with the same schema the server applies. */
export function NameDescriptionForm<Body extends FieldValues>({
  schema,
  nameField,
  labels,
  defaultValues,
  failure,
  saving,
  onSubmit,
  onCancel,
}: NameDescriptionFormProps<Body>) {
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm<FieldValues, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors } = form.formState;
  const errorOf = (field: string) => message(errors[field]?.message?.toString());

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextField
            label={labels.nameLabel}
            withAsterisk
            placeholder={labels.namePlaceholder}
            error={errorOf(nameField)}
            {...form.register(nameField)}
          />
          <TextareaField
            label={t('kit.description')}
            placeholder={labels.descriptionPlaceholder}
            error={errorOf('description')}
            {...form.register('description')}
          />
          <FormActions submitLabel={t('kit.save')} onCancel={onCancel} saving={saving} />
        </Stack>
      </Card>
    </form>
  );
}
