import dayjs from 'dayjs';
import type { Labels } from '../preferences/languages';
import { DATE_FORMAT } from '../shared/dates';
import type { ReportDefinition } from './report-definition';

/**
 * The due badges of the report pages and the call logbook (shared/design/reports.md): which a row
 * carries, by its due date on the bank's calendar, and the due date ranges each badge holds.
 */

/** The badges a row may carry, in the order of urgency. */
export const REPORT_BADGES = [
  'overdue',
  'claim-period',
  'due-30',
  'due-90',
  'due-24-months',
  'active',
  'done',
] as const;
export type ReportBadge = (typeof REPORT_BADGES)[number];

/** The badges as the report pages, the logbook and the report exports name them. */
export const REPORT_BADGE_LABELS: Labels<ReportBadge> = {
  en: {
    overdue: 'Overdue',
    'claim-period': 'Claim period',
    'due-30': 'Due in 30 days',
    'due-90': 'Due in 90 days',
    'due-24-months': 'Due in 24 months',
    active: 'Active',
    done: 'Done',
  },
  id: {
    overdue: 'Terlambat',
    'claim-period': 'Masa klaim',
    'due-30': 'Jatuh tempo 30 hari',
    'due-90': 'Jatuh tempo 90 hari',
    'due-24-months': 'Jatuh tempo 24 bulan',
    active: 'Aktif',
    done: 'Selesai',
  },
};

export type ReportBadgeColour = 'error' | 'warning' | 'primary' | 'success' | 'secondary';
export const REPORT_BADGE_COLOURS: Record<ReportBadge, ReportBadgeColour> = {
  overdue: 'error',
  'claim-period': 'warning',
  'due-30': 'warning',
  'due-90': 'primary',
  'due-24-months': 'primary',
  active: 'success',
  done: 'secondary',
};

/** A badge for items due on or before `today` plus the span. */
export interface DueWindow {
  badge: Extract<ReportBadge, 'due-30' | 'due-90' | 'due-24-months'>;
  days?: number;
  months?: number;
}

export const DEFAULT_WINDOWS: readonly DueWindow[] = [
  { badge: 'due-30', days: 30 },
  { badge: 'due-90', days: 90 },
];
/** An SHGB right takes long to extend, so the page warns 24 months ahead (design: SHGB). */
export const SHGB_WINDOWS: readonly DueWindow[] = [
  { badge: 'due-30', days: 30 },
  { badge: 'due-24-months', months: 24 },
];

/** How a kind of item falls due: its badge windows and, for bank guarantees, a claim period. */
export interface DueRule {
  dueWindows: readonly DueWindow[];
  /** Days after the due date in which an item is claimable rather than overdue (bank guarantees). */
  graceDaysField?: string;
}

const day = (value: string) => dayjs.utc(value, DATE_FORMAT);
/** A yyyy-MM-dd date moved by days and months on the calendar. */
export const shiftDate = (value: string, amount: { days?: number; months?: number }) =>
  day(value)
    .add(amount.months ?? 0, 'month')
    .add(amount.days ?? 0, 'day')
    .format(DATE_FORMAT);

/** Days from `today` to `dueDate` (both yyyy-MM-dd on the bank's calendar); negative when past. */
export const daysLeft = (dueDate: string, today: string) => day(dueDate).diff(day(today), 'day');

/** The last due date inside each window, counted from `today`. */
const windowEnds = (definition: Pick<DueRule, 'dueWindows'>, today: string) =>
  definition.dueWindows.map((window) => ({ badge: window.badge, until: shiftDate(today, window) }));

/** The due rule of a dated register outside the documents: the call logbook's target date. */
export const PLAIN_DUE_RULE: Pick<DueRule, 'dueWindows'> = { dueWindows: DEFAULT_WINDOWS };

/** The badge of one item (design: Shared by every report page). */
export const reportBadge = (
  definition: DueRule,
  item: { dueDate: string | null; done: boolean; graceDays?: number | null },
  today: string,
): ReportBadge => {
  if (item.done) return 'done';
  const due = item.dueDate;
  if (!due) return 'active';
  if (due < today) {
    const grace = definition.graceDaysField ? (item.graceDays ?? 0) : 0;
    return grace > 0 && shiftDate(due, { days: grace }) >= today ? 'claim-period' : 'overdue';
  }
  return windowEnds(definition, today).find((window) => due <= window.until)?.badge ?? 'active';
};

/**
 * The items a badge holds, as conditions a query can use: closed or not, the due date range
 * (`dueFrom`/`dueTo` inclusive, `withoutDue` also takes items without a due date), and for a page
 * with a claim period whether the item is still within it.
 */
export interface BadgeCondition {
  done: boolean;
  dueFrom?: string;
  dueTo?: string;
  withoutDue?: boolean;
  claim?: 'within' | 'past';
}

export const badgeCondition = (
  definition: DueRule,
  badge: ReportBadge,
  today: string,
): BadgeCondition => {
  const yesterday = shiftDate(today, { days: -1 });
  const claim = definition.graceDaysField ? { claim: 'past' as const } : {};
  if (badge === 'done') return { done: true };
  if (badge === 'overdue') return { done: false, dueTo: yesterday, ...claim };
  if (badge === 'claim-period') return { done: false, dueTo: yesterday, claim: 'within' };
  const ends = windowEnds(definition, today);
  const index = ends.findIndex((window) => window.badge === badge);
  if (index >= 0) {
    const previous = ends[index - 1];
    return {
      done: false,
      dueFrom: previous ? shiftDate(previous.until, { days: 1 }) : today,
      dueTo: ends[index]?.until,
    };
  }
  const last = ends.at(-1);
  return {
    done: false,
    dueFrom: last ? shiftDate(last.until, { days: 1 }) : today,
    withoutDue: true,
  };
};

/** True when a dated item ends before the credit's tenor end (insurance, SHGB). */
export const endsBeforeTenor = (dueDate: string | null, tenorEndDate: string | null) =>
  Boolean(dueDate && tenorEndDate && dueDate < tenorEndDate);

/** The badges a page may show, so its badge filter offers no other. */
export const badgesOf = (definition: ReportDefinition): ReportBadge[] => [
  'overdue',
  ...(definition.graceDaysField ? (['claim-period'] as const) : []),
  ...definition.dueWindows.map((window) => window.badge),
  'active',
  ...(definition.done ? (['done'] as const) : []),
];
