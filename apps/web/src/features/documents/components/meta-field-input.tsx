import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import { TEXT_MAX, TEXTAREA_MAX } from '@creditdesk/domain/shared/limits';
import { Select, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { DateOnlyInput } from '../../../components/ui/date-input';
import { TextareaField, TextField } from '../../../components/ui/text-field';

export interface MetaFieldInputProps {
  field: MetaField;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  /** Earliest date of an Akhir field: its Mulai. */
  minDate?: string;
  description?: string;
}

/** One metadata field of a document type, drawn by its type (spec: text, number, option, date, textarea). */
export function MetaFieldInput({
  field,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  minDate,
  description,
}: MetaFieldInputProps) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    error,
    disabled,
    onBlur,
    description,
  };
  const typed = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  switch (field.type) {
    case 'textarea':
      return <TextareaField {...common} {...typed} characterLimit={TEXTAREA_MAX} />;
    case 'number':
      return <TextInput {...common} {...typed} inputMode="decimal" />;
    case 'option':
      return (
        <Select
          {...common}
          data={[...(field.options ?? [])]}
          value={value || null}
          onChange={(chosen) => onChange(chosen ?? '')}
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      );
    case 'date':
      return (
        <DateOnlyInput
          {...common}
          value={value || null}
          onChange={(date) => onChange(date ?? '')}
          minDate={minDate}
          clearable
          popoverProps={{ withinPortal: false }}
        />
      );
    default:
      return <TextField {...common} {...typed} characterLimit={TEXT_MAX} />;
  }
}
