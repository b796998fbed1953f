import { isDateOnly } from '@creditdesk/domain/shared/dates';
import { FilterDateInput } from './filter-fields';

/** A date filter's values: the day, or none when the field holds no whole date. */
export const dateFilterValues = (date: string | null) => (isDateOnly(date) ? [date] : []);

export interface FilterDateRangeProps {
  labels: { from: string; to: string };
  /** The two filters' values, as the draft holds them: one date each, or none. */
  from: readonly string[];
  to: readonly string[];
  onChange: (range: { from: string[]; to: string[] }) => void;
  /** The last day either end offers. */
  maxDate?: string;
  /** The end waits for a start: cleared with it and held without it. */
  toNeedsFrom?: boolean;
  /** The end's first day when it is not the start's. */
  earliestTo?: string;
}

/**
 * A Filter drawer's From and To dates: a typed text that is no date filters nothing, and an end
 * before a new start is cleared, as it would match nothing.
 */
export function FilterDateRange({
  labels,
  from,
  to,
  onChange,
  maxDate,
  toNeedsFrom = false,
  earliestTo,
}: FilterDateRangeProps) {
  const start = from[0] ?? null;
  const end = to[0] ?? null;
  return (
    <>
      <FilterDateInput
        label={labels.from}
        value={start}
        onChange={(date) =>
          onChange({
            from: dateFilterValues(date),
            to: (toNeedsFrom && !date) || (date && (end ?? '') < date) ? [] : [...to],
          })
        }
        maxDate={maxDate}
      />
      <FilterDateInput
        label={labels.to}
        value={end}
        onChange={(date) => onChange({ from: [...from], to: dateFilterValues(date) })}
        disabled={toNeedsFrom && !start}
        minDate={earliestTo ?? start ?? undefined}
        maxDate={maxDate}
      />
    </>
  );
}
