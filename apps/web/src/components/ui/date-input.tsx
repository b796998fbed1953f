import { DATE_FORMAT, isDateOnly, YEAR_SPAN, yearRange } from '@creditdesk/domain/shared/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
// The calendar's weekday and month names in Indonesian come from dayjs's locale of that name.
import 'dayjs/locale/id.js';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateOnlyInputProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'dateParser'
> {
  ref?: Ref<HTMLInputElement>;
  /** yyyy-MM-dd, or null/'' for empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Earliest selectable date, yyyy-MM-dd. */
  minDate?: string;
  /** Latest selectable date, yyyy-MM-dd. */
  maxDate?: string;
}

/**
 * The year dropdown's 100 years: ending at the maximum date when there is one (birth dates),
 * starting at the minimum date when only that is set (tenor dates), otherwise ending this year.
 */
const yearsSelectRange = (minDate?: string, maxDate?: string): [number, number] => {
  if (maxDate) {
    const [first, last] = yearRange(maxDate);
    return [minDate ? Math.max(first, dayjs(minDate).year()) : first, last];
  }
  if (minDate) return yearRange(dayjs(minDate).add(YEAR_SPAN - 1, 'year'));
  return yearRange();
};

/**
 * Keeps the calendar's month and year selects out of the Tab order, like its day buttons: the
 * calendar closes when the field loses focus, so a Tab into it would drop focus out of the page,
 * out of a drawer's or modal's focus trap too. The keyboard types the date instead.
 */
const useCalendarOutOfTabOrder = () => {
  const around = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = around.current;
    if (!root) return;
    const untab = () =>
      root.querySelectorAll<HTMLSelectElement>('select[data-select]').forEach((select) => {
        select.tabIndex = -1;
      });
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return around;
};

const parseTyped = (text: string) => (isDateOnly(text.trim()) ? text.trim() : null);

/**
 * A date-only field: typed or picked, shown and carried as yyyy-MM-dd.
 *
 * A typed date the picker cannot take (one that does not exist, or outside minDate and maxDate)
 * is handed to the form as typed when the field is left, and stays on screen: the form's rule
 * then says what is wrong ('... cannot be in the future', '... must be a valid date') instead of
 * the text silently disappearing.
 */
export function DateOnlyInput({
  value,
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  onClick,
  minDate,
  maxDate,
  ...props
}: DateOnlyInputProps) {
  const { t, i18n } = useTranslation();
  // Mirrors whether the calendar is open, so that Escape closes the calendar and not the modal
  // the field sits in (Mantine's modals leave an Escape alone on an element marked so).
  const [calendarOpen, setCalendarOpen] = useState(false);
  const around = useCalendarOutOfTabOrder();
  // While the form holds text that is no date, the picker keeps the last date it showed, so
  // it does not blank the typed text.
  const [shown, setShown] = useState(isDateOnly(value) ? value : null);
  const following = isDateOnly(value) ? value : value ? shown : null;
  if (following !== shown) setShown(following);

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    if (!typed) {
      if (value) onChange(null);
    } else if (typed !== value) onChange(typed);
    setCalendarOpen(false);
    onBlur?.(event);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    setCalendarOpen(event.key !== 'Escape' && event.key !== 'Tab');
    onKeyDown?.(event);
  };

  return (
    // `display: contents`: the field lays out as if this element, the calendar's observer, were not there.
    <div ref={around} style={{ display: 'contents' }}>
      <DateInput
        placeholder="yyyy-MM-dd"
        {...props}
        value={following}
        onChange={(date) => onChange(date ? dayjs(date).format(DATE_FORMAT) : null)}
        onBlur={leave}
        onFocus={(event) => {
          setCalendarOpen(true);
          onFocus?.(event);
        }}
        onClick={(event) => {
          setCalendarOpen(true);
          onClick?.(event);
        }}
        onKeyDown={keyDown}
        data-mantine-stop-propagation={calendarOpen || undefined}
        fixOnBlur={false}
        locale={i18n.language}
        valueFormat={DATE_FORMAT}
        dateParser={parseTyped}
        minDate={minDate}
        maxDate={maxDate}
        withNativeLevelSelect
        yearsSelectRange={yearsSelectRange(minDate, maxDate)}
        clearButtonProps={{
          'aria-label':
            typeof props.label === 'string'
              ? t('kit.clearNamed', { name: props.label })
              : t('kit.clear'),
          ...props.clearButtonProps,
        }}
        ariaLabels={{
          monthLevelControl: t('kit.monthAndYear'),
          previousMonth: t('kit.previousMonth'),
          nextMonth: t('kit.nextMonth'),
        }}
      />
    </div>
  );
}
