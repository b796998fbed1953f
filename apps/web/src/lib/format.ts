import { DATE_FORMAT } from '@creditdesk/domain/shared/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/id.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';

// 'how long it has waited' reads as words ('3 days'), which needs the plugin.
dayjs.extend(relativeTime);

/** The one date-and-time format of the credit application screens: yyyy-MM-dd HH:mm, local time. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

export const formatDateTime = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);

/**
 * The time since `iso` in words, without 'ago', in the user's language: 'a few seconds',
 * '5 hours', '3 days' ('3 hari').
 */
export const formatElapsed = (iso: string, now: Date = new Date(), language = 'en') =>
  dayjs(iso).locale(language).from(now, true);
