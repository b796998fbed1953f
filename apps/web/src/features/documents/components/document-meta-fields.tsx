import { pairedStartField } from '@creditdesk/domain/documents/document-catalogue';
import { type MetaField } from '@creditdesk/domain/documents/document-fields';
import { READING_MESSAGES } from '@creditdesk/domain/documents/document-readings';
import { SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTexts } from '../../../i18n/use-message';
import type { DocumentFormValues } from './document-form-schema';
import { MetaFieldInput } from './meta-field-input';

const metaPath = (name: string) => `metadata.${name}` as FieldPath<DocumentFormValues>;

export interface DocumentMetaFieldsProps {
  form: UseFormReturn<DocumentFormValues>;
  fields: readonly MetaField[];
  /** The number reading the file found for a field, shown beside it (and filled in if empty). */
  readNumbers?: ReadonlyMap<string, string>;
}

/** The type's metadata fields; an Akhir waits for its Mulai and is cleared when it changes. */
export function DocumentMetaFields({ form, fields, readNumbers }: DocumentMetaFieldsProps) {
  const { t, message } = useTexts();
  const { control } = form;
  const metadata = useWatch({ control, name: 'metadata' });

  /** The Akhir fields that follow a Mulai: cleared whenever their Mulai changes. */
  const endsOf = (name: string) =>
    fields.filter((field) => pairedStartField(field.name, fields) === name);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map((meta) => {
        const start = pairedStartField(meta.name, fields);
        const startValue = start ? metadata[start] : undefined;
        return (
          <Controller
            key={meta.name}
            control={control}
            name={metaPath(meta.name)}
            render={({ field, fieldState }) => (
              <div style={meta.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                <MetaFieldInput
                  field={meta}
                  value={String(field.value ?? '')}
                  onChange={(next) => {
                    field.onChange(next);
                    for (const end of endsOf(meta.name))
                      form.setValue(metaPath(end.name), '', { shouldValidate: false });
                  }}
                  onBlur={field.onBlur}
                  error={message(fieldState.error?.message)}
                  disabled={start !== undefined && !startValue}
                  minDate={startValue || undefined}
                  description={
                    start !== undefined && !startValue
                      ? t('documents.form.fillFirst', {
                          label:
                            fields.find((candidate) => candidate.name === start)?.label ?? start,
                        })
                      : readNumbers?.has(meta.name)
                        ? message(READING_MESSAGES.readFromFile, READING_MESSAGES.readFromFile, {
                            number: readNumbers.get(meta.name) ?? '',
                          })
                        : undefined
                  }
                />
              </div>
            )}
          />
        );
      })}
    </SimpleGrid>
  );
}
