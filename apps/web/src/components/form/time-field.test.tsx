import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithTheme } from '../../testing/render';
import { TimeField } from './controlled-fields';

/** A form holding one call time, and saying what it holds. */
function CallTimeForm() {
  const form = useForm({ defaultValues: { callTime: '' } });
  const held = useWatch({ control: form.control, name: 'callTime' });
  return (
    <>
      <TimeField control={form.control} name="callTime" label="Call Time" />
      <p>Held: {held}</p>
    </>
  );
}

describe('TimeField', () => {
  it.each([
    { language: 'en', hours: 'Hours', minutes: 'Minutes' },
    { language: 'id', hours: 'Jam', minutes: 'Menit' },
  ])('takes a 24-hour time with no AM/PM ($language)', async (shown) => {
    await i18n.changeLanguage(shown.language);
    const user = userEvent.setup();
    renderWithTheme(<CallTimeForm />);

    await user.type(screen.getByRole('spinbutton', { name: shown.hours }), '16');
    await user.type(screen.getByRole('spinbutton', { name: shown.minutes }), '47');
    expect(screen.getByText('Held: 16:47')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/PM/)).not.toBeInTheDocument();
  });
});
