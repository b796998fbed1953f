import dayjs from 'dayjs';
import { DATE_FORMAT } from '../shared/dates';
import { CHART_MONTHS, CHART_WEEKS } from './dashboard-charts.schemas';

/** The Monday that starts the week of a yyyy-MM-dd day: weeks are named by it. */
const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

const weeksFrom = (monday: dayjs.Dayjs) =>
  Array.from({ length: CHART_WEEKS }, (_, index) => monday.add(index, 'week').format(DATE_FORMAT));

/** The weekly charts' weeks that end with today's, oldest first. */
export const pastChartWeeks = (today: string) =>
  weeksFrom(mondayOf(dayjs(today, DATE_FORMAT)).subtract(CHART_WEEKS - 1, 'week'));

/** The weeks from today's on, and the last day of the last one. */
export const nextChartWeeks = (today: string) => {
  const weeks = weeksFrom(mondayOf(dayjs(today, DATE_FORMAT)));
  const lastDay = dayjs(weeks.at(-1), DATE_FORMAT).add(6, 'day').format(DATE_FORMAT);
  return { weeks, lastDay };
};

/** The monthly charts' months (yyyy-MM) that end with today's, oldest first. */
export const pastChartMonths = (today: string) =>
  Array.from({ length: CHART_MONTHS }, (_, index) =>
    dayjs(today, DATE_FORMAT)
      .subtract(CHART_MONTHS - 1 - index, 'month')
      .format('YYYY-MM'),
  );
