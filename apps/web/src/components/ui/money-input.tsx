import {
  isSameAmount,
  parseRupiah,
  RUPIAH_DECIMAL_SEPARATOR,
  RUPIAH_DECIMALS,
  RUPIAH_PREFIX,
  RUPIAH_THOUSAND_SEPARATOR,
} from '@creditdesk/domain/shared/money';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';

export interface MoneyInputProps extends Omit<
  NumberInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onValueChange'
  | 'prefix'
  | 'thousandSeparator'
  | 'decimalSeparator'
  | 'allowNegative'
  | 'decimalScale'
> {
  ref?: Ref<HTMLInputElement>;
  /** A decimal string such as '1500000.50'; null or '' for empty. */
  value: string | null | undefined;
  /** Called with parseRupiah of the text ('1500000.5'), or null when emptied. */
  onChange: (value: string | null) => void;
}

/**
 * A Rupiah amount: 'Rp ' prefix, '.' thousands, ',' decimals, at most 2 decimals, no negatives.
 * The amount stays a decimal string throughout; the steppers are off because they do float maths.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  // What the user typed, e.g. '1500.' while a decimal is on its way; shown while it still
  // equals the value the form holds, so the form's normalised value does not eat the comma.
  const [typed, setTyped] = useState(value ?? '');
  const shown = value && isSameAmount(typed, value) ? typed : (value ?? '');

  return (
    <NumberInput
      inputMode="decimal"
      {...props}
      value={shown}
      valueIsNumericString
      onValueChange={(values, { source }) => {
        if (source !== 'event') return;
        setTyped(values.value);
        onChange(parseRupiah(values.formattedValue));
      }}
      prefix={RUPIAH_PREFIX}
      thousandSeparator={RUPIAH_THOUSAND_SEPARATOR}
      decimalSeparator={RUPIAH_DECIMAL_SEPARATOR}
      allowedDecimalSeparators={[RUPIAH_DECIMAL_SEPARATOR]}
      decimalScale={RUPIAH_DECIMALS}
      allowNegative={false}
      allowLeadingZeros={false}
      hideControls
      withKeyboardEvents={false}
      clampBehavior="none"
      trimLeadingZeroesOnBlur={false}
    />
  );
}
