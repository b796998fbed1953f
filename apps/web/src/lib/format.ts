import { DATE_FORMAT } from '@creditdesk/domain/shared/dates';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';

// 'how long it has waited' reads as words ('3 days'), which needs the plugin.
dayjs.extend(relativeTime);

/** The one date-and-time format of the credit application screens: yyyy-MM-dd HH:mm, local time. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

export const formatDateTime = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);

/** The time since `iso` in words, without 'ago': 'a few seconds', '5 hours', '3 days'. */
export const formatElapsed = (iso: string, now: Date = new Date()) => dayjs(iso).from(now, true);
