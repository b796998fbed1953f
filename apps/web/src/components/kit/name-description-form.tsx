import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { TextareaField, TextField } from '../ui/text-field';
import { RecordFormCard } from '../form/record-form-card';
import type { RecordFormProps } from '../form/record-form-props';
import { useRegistered } from '../form/use-registered';

/** The labels of a name/description form, e.g. 'Facility Name' and its placeholder. */
export interface NameDescriptionLabels {
  nameLabel: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
}

/** A form's own labels, or the catalogue namespace whose keys name them. */
export type NameDescriptionLabelSource = NameDescriptionLabels | { catalogue: string };

/**
 * The labels as a module's catalogue names them: `<catalogue>.<nameField>`, its `…Placeholder`
 * and `<catalogue>.descriptionPlaceholder`.
 */
const catalogueLabels = (
  t: TFunction,
  catalogue: string,
  nameField: string,
): NameDescriptionLabels => ({
  nameLabel: t(`${catalogue}.${nameField}`),
  namePlaceholder: t(`${catalogue}.${nameField}Placeholder`),
  descriptionPlaceholder: t(`${catalogue}.descriptionPlaceholder`),
});

export interface NameDescriptionFormProps<Body extends FieldValues> extends RecordFormProps<Body> {
  /** The module's body schema from packages/domain: the server's rules and messages. */
  schema: z.ZodType<Body, FieldValues>;
  /** The body's name field, e.g. 'facilityName'. */
  nameField: string;
  labels: NameDescriptionLabelSource;
  /** An empty name and description unless given. */
  defaultValues?: { description?: string | null } & Record<string, unknown>;
  /** 'Save' unless given. */
  submitLabel?: string;
  /** The module's own fields after the description, bound to the form by `control`. */
  children?: (control: Control<FieldValues, unknown, Body>) => ReactNode;
}

/** A record's name and description, checked with the same schema the server applies. */
export function NameDescriptionForm<Body extends FieldValues>({
  schema,
  nameField,
  labels,
  defaultValues,
  submitLabel,
  children,
  failure,
  saving,
  onSubmit,
  onCancel,
}: NameDescriptionFormProps<Body>) {
  const { t } = useTranslation();
  const form = useForm<FieldValues, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? { [nameField]: '', description: '' },
  });
  const shown = 'catalogue' in labels ? catalogueLabels(t, labels.catalogue, nameField) : labels;
  const registered = useRegistered(form);

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel ?? t('kit.save')}
      onCancel={onCancel}
    >
      <TextField
        label={shown.nameLabel}
        withAsterisk
        placeholder={shown.namePlaceholder}
        {...registered(nameField)}
      />
      <TextareaField
        label={t('kit.description')}
        placeholder={shown.descriptionPlaceholder}
        {...registered('description')}
      />
      {children?.(form.control)}
    </RecordFormCard>
  );
}
