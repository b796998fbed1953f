import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { MoneyInput } from './money-input';

function Controlled({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MoneyInput
      label="Budget"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The input in a form that holds what it reports, starting at `initial`. */
const renderControlled = (initial?: string) => {
  const onChange = vi.fn();
  renderWithTheme(<Controlled initial={initial} onChange={onChange} />);
  return { user: userEvent.setup(), onChange };
};

const input = () => screen.getByRole('textbox', { name: 'Budget' });

describe('MoneyInput', () => {
  it('shows a value as Rupiah', () => {
    renderWithTheme(<MoneyInput label="Budget" value="1500000.50" onChange={() => {}} />);
    expect(input()).toHaveValue('Rp 1.500.000,50');
  });

  it('formats as the user types and reports the decimal string', async () => {
    const { user, onChange } = renderControlled();

    await user.type(input(), '1500000');
    expect(input()).toHaveValue('Rp 1.500.000');
    expect(onChange).toHaveBeenLastCalledWith('1500000');

    await user.type(input(), ',5');
    expect(input()).toHaveValue('Rp 1.500.000,5');
    expect(onChange).toHaveBeenLastCalledWith('1500000.5');
  });

  it.each([
    ['keeps the comma when the last decimal is deleted', '1500,5{Backspace}', '1500', 'Rp 1.500,'],
    [
      'keeps at most 2 decimals and stays exact beyond float precision',
      '9007199254740993,129',
      '9007199254740993.12',
      'Rp 9.007.199.254.740.993,12',
    ],
    ['refuses a minus sign', '-250', '250', 'Rp 250'],
  ])('%s', async (_, typed, reported, shown) => {
    const { user, onChange } = renderControlled();

    await user.type(input(), typed);
    expect(onChange).toHaveBeenLastCalledWith(reported);
    expect(input()).toHaveValue(shown);
  });

  it('reports null when emptied', async () => {
    const { user, onChange } = renderControlled('100');

    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
  });

  it('follows a new value from the form, e.g. on reset', () => {
    const { rerender } = renderWithTheme(
      <MoneyInput label="Budget" value="100" onChange={() => {}} />,
    );
    rerender(<MoneyInput label="Budget" value="2500000" onChange={() => {}} />);
    expect(input()).toHaveValue('Rp 2.500.000');
  });
});
