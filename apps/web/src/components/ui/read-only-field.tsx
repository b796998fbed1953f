import { TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export type ReadOnlyFieldProps = Omit<TextInputProps, 'readOnly' | 'onChange' | 'variant'>;

/**
 * A value the user sees but cannot change (it follows another choice): filled, with a lock, so
 * it does not look like a field waiting for input.
 */
export function ReadOnlyField({ value, ...props }: ReadOnlyFieldProps) {
  return (
    <TextInput
      {...props}
      value={value ?? ''}
      readOnly
      variant="filled"
      rightSection={<IconLock size={16} aria-hidden />}
      styles={{ input: { cursor: 'default' } }}
    />
  );
}
