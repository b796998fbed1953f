import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControlledInput } from '../../testing/controlled-input';
import { renderWithTheme } from '../../testing/render';
import { MoneyInput } from './money-input';

/** The amount field held by a form, starting at `initial`. */
const renderControlled = (initial?: string) =>
  renderControlledInput((held) => <MoneyInput label="Budget" {...held} />, initial);

const input = () => screen.getByRole('textbox', { name: 'Budget' });

describe('MoneyInput', () => {
  it('shows a value as Rupiah', () => {
    renderControlled('1500000.50');
    expect(input()).toHaveValue('Rp 1.500.000,50');
  });

  it('formats as the user types and reports the decimal string', async () => {
    const { user, onValue } = renderControlled();

    await user.type(input(), '1500000');
    expect(input()).toHaveValue('Rp 1.500.000');
    expect(onValue).toHaveBeenLastCalledWith('1500000');

    await user.type(input(), ',5');
    expect(input()).toHaveValue('Rp 1.500.000,5');
    expect(onValue).toHaveBeenLastCalledWith('1500000.5');
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
    const { user, onValue } = renderControlled();

    await user.type(input(), typed);
    expect(onValue).toHaveBeenLastCalledWith(reported);
    expect(input()).toHaveValue(shown);
  });

  it('reports null when emptied', async () => {
    const { user, onValue } = renderControlled('100');

    await user.clear(input());
    expect(onValue).toHaveBeenLastCalledWith(null);
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
