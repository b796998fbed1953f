import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
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

type Controlled<P, Owned extends string> = Omit<P, Owned | 'name'>;

/** A Select bound to a react-hook-form field holding an id or null. */
export function SelectField<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  fallbackError,
  onChange,
  ...props
}: Bound<T, Parsed> & Controlled<SelectProps, 'value' | 'error' | 'onBlur'>) {
  const {
    field: { ref, value, onChange: change, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Select
      {...props}
      ref={ref}
      value={(value as string | null) ?? null}
      onChange={(next, option) => {
        change(next);
        onChange?.(next, option);
      }}
      onBlur={onBlur}
      error={error?.message ?? fallbackError}
    />
  );
}

/** A MultiSelect bound to a react-hook-form field holding a list of ids. */
export function MultiSelectField<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  fallbackError,
  ...props
}: Bound<T, Parsed> & Controlled<MultiSelectProps, 'value' | 'error' | 'onBlur' | 'onChange'>) {
  const {
    field: { ref, value, onChange: change, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <MultiSelect
      {...props}
      ref={ref}
      value={(value as string[] | undefined) ?? []}
      onChange={change}
      onBlur={onBlur}
      error={error?.message ?? fallbackError}
    />
  );
}

/** A yyyy-MM-dd date bound to a react-hook-form field. */
export function DateField<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  fallbackError,
  onChange,
  ...props
}: Bound<T, Parsed> &
  Controlled<DateOnlyInputProps, 'value' | 'error' | 'onBlur' | 'onChange'> & {
    onChange?: (value: string | null) => void;
  }) {
  const {
    field: { ref, value, onChange: change, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <DateOnlyInput
      {...props}
      ref={ref}
      value={value as string | null}
      onChange={(next) => {
        change(next);
        onChange?.(next);
      }}
      onBlur={onBlur}
      error={error?.message ?? fallbackError}
    />
  );
}

/** A Rupiah amount bound to a react-hook-form field holding a decimal string. */
export function MoneyField<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  fallbackError,
  ...props
}: Bound<T, Parsed> & Controlled<MoneyInputProps, 'value' | 'error' | 'onBlur' | 'onChange'>) {
  const {
    field: { ref, value, onChange: change, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <MoneyInput
      {...props}
      ref={ref}
      value={value as string | null}
      onChange={change}
      onBlur={onBlur}
      error={error?.message ?? fallbackError}
    />
  );
}
