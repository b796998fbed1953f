import dayjs from 'dayjs';
import 'dayjs/locale/id.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';

// 'how long it has waited' reads as words ('3 days'), which needs the plugin.
dayjs.extend(relativeTime);

/**
 * The time since `iso` in words, without 'ago', in the user's language: 'a few seconds',
 * '5 hours', '3 days' ('3 hari').
 */
export const formatElapsed = (iso: string, now: Date = new Date(), language = 'en') =>
  dayjs(iso).locale(language).from(now, true);
