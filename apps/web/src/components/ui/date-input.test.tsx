import { Modal } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  ControlledInput,
  renderControlledInput,
  type HeldValue,
} from '../../testing/controlled-input';
import { renderWithTheme } from '../../testing/render';
import { DateOnlyInput, type DateOnlyInputProps } from './date-input';

/** The date field with `props` as a test needs them, held by a form. */
const dateInput = (props: Partial<DateOnlyInputProps>) => (held: HeldValue) => (
  <DateOnlyInput label="Date of Birth" {...props} {...held} />
);

const renderControlled = (props: Partial<DateOnlyInputProps> = {}) =>
  renderControlledInput(dateInput(props), props.value);

/** Types `text` and leaves the field: the form gets it as typed, and the field keeps showing it. */
const expectHandedOnLeaving = async (
  { user, onValue }: ReturnType<typeof renderControlled>,
  text: string,
) => {
  await user.type(input(), text);
  await user.tab();
  expect(onValue).toHaveBeenLastCalledWith(text);
  expect(input()).toHaveValue(text);
};

// happy-dom lays nothing out, so the popover hides its dropdown as detached: include hidden nodes.
const day = (name: string) => screen.findByRole('button', { name, hidden: true });
const input = () => screen.getByRole('textbox', { name: 'Date of Birth' });
// eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
const yearSelect = () => document.querySelector<HTMLSelectElement>('select[data-select="year"]');

describe('DateOnlyInput', () => {
  it('names the clear button of a filled clearable field after the field, and clears it', async () => {
    const { user, onValue } = renderControlled({ value: '1990-07-04', clearable: true });
    await user.click(screen.getByRole('button', { name: 'Clear Date of Birth' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows the value as yyyy-MM-dd', () => {
    renderControlled({ value: '1990-07-04' });
    expect(input()).toHaveValue('1990-07-04');
  });

  it('accepts a typed yyyy-MM-dd date and ignores one that does not exist', async () => {
    const { user, onValue } = renderControlled();

    await user.type(input(), '2026-02-30');
    expect(onValue).not.toHaveBeenCalled();

    await user.clear(input());
    await user.type(input(), '2026-02-28');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('picks a day from the calendar as yyyy-MM-dd', async () => {
    const { user, onValue } = renderControlled({ value: '2026-03-10' });

    await user.click(input());
    await user.click(await day('17 March 2026'));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-17');
    expect(input()).toHaveValue('2026-03-17');
  });

  it.each([
    { language: 'en', day: '17 March 2026', weekdays: ['Mo', 'Tu'], absent: 'Sn' },
    { language: 'id', day: '17 Maret 2026', weekdays: ['Sn', 'Sl'], absent: 'Mo' },
  ])('names the days and weekdays in the UI language ($language)', async (shown) => {
    await i18n.changeLanguage(shown.language);
    const { user, onValue } = renderControlled({ value: '2026-03-10' });

    await user.click(input());
    await user.click(await day(shown.day));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-17');
    await user.click(input());
    for (const weekday of shown.weekdays) expect(screen.getByText(weekday)).toBeInTheDocument();
    expect(screen.queryByText(shown.absent)).not.toBeInTheDocument();
  });

  it('keeps the calendar out of the Tab order: Tab goes on to the next field', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <ControlledInput initial="2026-03-10" onValue={() => {}} input={dateInput({})} />
        <button type="button">Apply</button>
      </>,
    );

    await user.click(input());
    await day('17 March 2026');
    expect(yearSelect()).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('offers a year dropdown over the 100 years up to the maximum date', async () => {
    const { user, onValue } = renderControlled({ value: '2000-05-20', maxDate: '2026-06-15' });

    await user.click(input());
    await day('20 May 2000');
    const years = [...(yearSelect()?.options ?? [])].map((option) => Number(option.value));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1927);
    expect(years.at(-1)).toBe(2026);

    fireEvent.change(yearSelect()!, { target: { value: '1985' } });
    await user.click(await day('20 May 1985'));
    expect(onValue).toHaveBeenLastCalledWith('1985-05-20');
  });

  it('starts the 100 years at the minimum date when only that is set', async () => {
    const { user } = renderControlled({ value: '2026-06-20', minDate: '2026-06-15' });

    await user.click(input());
    await day('20 June 2026');
    const years = [...(yearSelect()?.options ?? [])].map((option) => Number(option.value));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2125);
  });

  it('refuses days outside minDate and maxDate', async () => {
    const { user, onValue } = renderControlled({
      value: '2026-06-20',
      minDate: '2026-06-15',
      maxDate: '2026-06-25',
    });

    await user.click(input());
    expect(await day('14 June 2026')).toBeDisabled();
    expect(await day('26 June 2026')).toBeDisabled();

    await user.clear(input());
    await user.type(input(), '2026-06-30');
    expect(onValue).not.toHaveBeenCalledWith('2026-06-30');
  });

  it('hands a typed date that does not exist to the form when left, and keeps it on screen', async () => {
    const view = renderControlled({ value: '2026-02-10' });

    await view.user.clear(input());
    await expectHandedOnLeaving(view, '2026-02-30');
  });

  it('hands a typed date beyond maxDate to the form, so its rule can say why', async () => {
    await expectHandedOnLeaving(renderControlled({ maxDate: '2026-06-15' }), '2030-01-01');
  });

  it('empties the value when the text is erased', async () => {
    const { user, onValue } = renderControlled({ value: '2026-02-10' });

    await user.clear(input());
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('closes its calendar on Escape without closing the modal it sits in', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <Modal opened onClose={onClose} title="Upload">
        <DateOnlyInput label="Date of Birth" value={null} onChange={() => {}} />
      </Modal>,
    );
    await user.click(input());
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
