import {
  Group,
  MultiSelect,
  Radio,
  Select,
  type MultiSelectProps,
  type RadioGroupProps,
  type SelectProps,
} from '@mantine/core';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { DateOnlyInput, type DateOnlyInputProps } from '../ui/date-input';
import { MoneyInput, type MoneyInputProps } from '../ui/money-input';

/** The form and the field a controlled input is bound to. */
interface Bound<T extends FieldValues, Parsed extends FieldValues> {
  /** The form's control; Parsed is what its resolver makes of the values. */
  control: Control<T, unknown, Parsed>;
  name: FieldPath<T>;
  /** Shown when the field itself has no message, e.g. 'Failed to load data' of its options. */
  fallbackError?: string;
}

interface Clearable {
  /** What the field holds when emptied: null, or '' in a form that holds every input as text. */
  emptyValue?: '' | null;
}

type Controlled<P, Owned extends string> = Omit<P, Owned | 'name'>;

/**
 * The field's value and setter, what its input takes (ref, name, onBlur and the message), and the
 * props left for the input itself.
 */
function useBoundField<T extends FieldValues, Parsed extends FieldValues, Rest>({
  control,
  name,
  fallbackError,
  ...rest
}: Bound<T, Parsed> & Rest) {
  const message = useMessage();
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value as unknown,
    change: field.onChange,
    input: {
      ref: field.ref,
      name: field.name,
      onBlur: field.onBlur,
      error: message(fieldState.error?.message) ?? fallbackError,
    },
    rest,
  };
}

/** A Select bound to a react-hook-form field holding an id. */
export function SelectField<T extends FieldValues, Parsed extends FieldValues = T>({
  emptyValue = null,
  onChange,
  ...props
}: Bound<T, Parsed> & Clearable & Controlled<SelectProps, 'value' | 'error' | 'onBlur'>) {
  const { value, change, input, rest } = useBoundField(props);
  return (
    <Select
      {...rest}
      {...input}
      value={(value as string | null) || null}
      onChange={(next, option) => {
        change(next ?? emptyValue);
        onChange?.(next, option);
      }}
    />
  );
}

/** A MultiSelect bound to a react-hook-form field holding a list of ids. */
export function MultiSelectField<T extends FieldValues, Parsed extends FieldValues = T>({
  ...props
}: Bound<T, Parsed> & Controlled<MultiSelectProps, 'value' | 'error' | 'onBlur' | 'onChange'>) {
  const { value, change, input, rest } = useBoundField(props);
  return (
    <MultiSelect
      {...rest}
      {...input}
      value={(value as string[] | undefined) ?? []}
      onChange={change}
    />
  );
}

type NullableInput = Clearable & { onChange?: (value: string | null) => void };

/** The props of an input holding a text or nothing; emptied, its field holds `emptyValue`. */
function useNullableInput<T extends FieldValues, Parsed extends FieldValues, Rest>({
  emptyValue = null,
  onChange,
  ...props
}: Bound<T, Parsed> & NullableInput & Rest) {
  const { value, change, input, rest } = useBoundField(props);
  return {
    ...rest,
    ...input,
    value: value as string | null,
    onChange: (next: string | null) => {
      change(next ?? emptyValue);
      onChange?.(next);
    },
  };
}

type NullableOwned = 'value' | 'error' | 'onBlur' | 'onChange';

/** A yyyy-MM-dd date bound to a react-hook-form field. */
export function DateField<T extends FieldValues, Parsed extends FieldValues = T>(
  props: Bound<T, Parsed> & NullableInput & Controlled<DateOnlyInputProps, NullableOwned>,
) {
  return <DateOnlyInput {...useNullableInput(props)} />;
}

/**
 * An HH:mm time bound to a react-hook-form field, on a 24-hour clock in either language: the
 * browser's own time input follows the machine's locale and may show '04:47 PM'.
 */
export function TimeField<T extends FieldValues, Parsed extends FieldValues = T>(
  props: Bound<T, Parsed> & Controlled<TimePickerProps, NullableOwned>,
) {
  const { t } = useTranslation();
  const { value, change, input, rest } = useBoundField(props);
  const { ref, ...bound } = input;
  return (
    <TimePicker
      hoursInputLabel={t('kit.hours')}
      minutesInputLabel={t('kit.minutes')}
      {...rest}
      {...bound}
      format="24h"
      hoursRef={ref}
      value={(value as string | undefined) ?? ''}
      onChange={change}
    />
  );
}

/** A Rupiah amount bound to a react-hook-form field holding a decimal string. */
export function MoneyField<T extends FieldValues, Parsed extends FieldValues = T>(
  props: Bound<T, Parsed> & NullableInput & Controlled<MoneyInputProps, NullableOwned>,
) {
  return <MoneyInput {...useNullableInput(props)} />;
}

/** A choice of a few values as radio buttons, bound to a react-hook-form field. */
export function RadioField<T extends FieldValues, Parsed extends FieldValues = T>({
  options,
  onChange,
  ...props
}: Bound<T, Parsed> &
  Controlled<RadioGroupProps, 'value' | 'error' | 'onChange' | 'children'> & {
    options: { value: string; label: string }[];
    /** Called once the field holds the chosen value. */
    onChange?: (value: string) => void;
  }) {
  const { value, change, input, rest } = useBoundField(props);
  return (
    <Radio.Group
      {...rest}
      name={input.name}
      error={input.error}
      value={(value as string | undefined) || null}
      onChange={(next) => {
        change(next);
        onChange?.(next);
      }}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
