import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithTheme } from './render';

/** What a kit input of one value (a date, an amount) takes from the form that holds it. */
export interface HeldValue {
  value: string | null;
  onChange: (next: string | null) => void;
}

interface ControlledInputProps {
  initial: string | null;
  onValue: (next: string | null) => void;
  input: (held: HeldValue) => ReactElement;
}

/** The input in a form that holds what it reports, starting at `initial`; `onValue` hears it. */
export function ControlledInput({ initial, onValue, input }: ControlledInputProps) {
  const [value, setValue] = useState(initial);
  return input({
    value,
    onChange: (next) => {
      setValue(next);
      onValue(next);
    },
  });
}

/** Renders `input` held that way; answers the user-event session and the mock hearing each value. */
export const renderControlledInput = (
  input: ControlledInputProps['input'],
  initial: string | null = null,
) => {
  const onValue = vi.fn<(next: string | null) => void>();
  renderWithTheme(<ControlledInput initial={initial} onValue={onValue} input={input} />);
  return { user: userEvent.setup(), onValue };
};
