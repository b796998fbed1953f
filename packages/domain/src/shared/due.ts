import dayjs from 'dayjs';
import { businessToday } from './dates';

/**
 * The due badges of the report pages (design/reports.md): by the days left until a due date on
 * the bank's calendar, negative when overdue, and Done once the item is closed.
 */
export const DUE_BADGES = [
  'Overdue',
  'Due in 30 days',
  'Due in 90 days',
  'Active',
  'Done',
] as const;
export type DueBadge = (typeof DUE_BADGES)[number];

/** Whole days from the bank's today to a yyyy-MM-dd due date; negative when it has passed. */
export const daysLeft = (dueDate: string, today: string = businessToday()): number =>
  dayjs(dueDate).diff(dayjs(today), 'day');

export const dueBadge = (days: number, done: boolean): DueBadge => {
  if (done) return 'Done';
  if (days < 0) return 'Overdue';
  if (days <= 30) return 'Due in 30 days';
  if (days <= 90) return 'Due in 90 days';
  return 'Active';
};
