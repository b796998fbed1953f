import type { FastifyBaseLogger } from 'fastify';
import {
  daysLeft,
  REPORT_BADGE_LABELS,
  REPORT_DEFINITIONS,
} from '@creditdesk/domain/reports/report-catalogue';
import { businessToday } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { findItemsToRemind, noteReminders } from './reports.repository';

/** How often the job looks whether the day's mail is due: the most it may start late. */
export const REMINDER_CHECK_MS = 15 * 60 * 1000;

/** HH:mm at `moment` in `timeZone`. */
const timeOfDay = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);

type Item = Awaited<ReturnType<typeof findItemsToRemind>>[number] & {
  report: string;
  /** The item's own number as its report's first column shows it (Nomor Covernote, ...). */
  number: string;
};

const itemLine = (item: Item, today: string) => {
  const left = item.dueDate ? daysLeft(item.dueDate, today) : 0;
  const when = left < 0 ? `${-left} days overdue` : left === 0 ? 'due today' : `${left} days left`;
  return `- ${item.report}: ${item.creditAppNo}, ${item.typeTitle} ${item.number}, due ${item.dueDate} (${when})`;
};

const reminderText = (name: string, items: Item[], today: string, publicUrl: string) => {
  const section = (kind: Item['kind']) => {
    const lines = items.filter((item) => item.kind === kind).map((item) => itemLine(item, today));
    return lines.length ? [`${REPORT_BADGE_LABELS[kind]}:`, ...lines, ''] : [];
  };
  return [
    `Dear ${name},`,
    '',
    'These items of your credit applications need attention:',
    '',
    ...section('overdue'),
    ...section('due-30'),
    `Open the reports in CreditDesk: ${publicUrl}/report/covernote-notaris`,
  ].join('\n');
};

/**
 * The daily reminder (design: Beyond a list): from `sendAt` (HH:mm on the bank's calendar) on,
 * each application's creator gets one mail listing his items that became due within 30 days or
 * overdue since his last mail. Each item is noted in the transaction that sends its mail, so a
 * failed mail is tried again and a sent one never twice, whatever restarts in between.
 */
export const sendDueReminders = async (deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  timeZone: string;
  sendAt: string;
  publicUrl: string;
}) => {
  const now = deps.now();
  if (timeOfDay(now, deps.timeZone) < deps.sendAt) return 0;
  const today = businessToday(deps.timeZone, now);
  const byUser = new Map<string, Item[]>();
  for (const definition of REPORT_DEFINITIONS) {
    for (const item of await findItemsToRemind(deps.db, definition, today))
      byUser.set(item.userId, [
        ...(byUser.get(item.userId) ?? []),
        {
          ...item,
          report: definition.title,
          number:
            definition.columns[0]?.value({
              document: { typeCode: '', typeTitle: item.typeTitle },
              metadata: item.metadata,
              dueDate: item.dueDate,
              endsBeforeTenor: false,
            }) ?? '-',
        },
      ]);
  }
  let mails = 0;
  for (const [userId, items] of byUser) {
    const sent = await deps.db.transaction(async (tx) => {
      const noted = await noteReminders(
        tx,
        items.map((item) => ({ documentId: item.documentId, kind: item.kind, userId, day: today })),
      );
      const fresh = items.filter((item) =>
        noted.some((row) => row.documentId === item.documentId && row.kind === item.kind),
      );
      const [first] = fresh;
      if (!first) return false;
      await deps.mailer.send({
        to: first.email,
        subject: `CreditDesk: ${fresh.length} due item${fresh.length === 1 ? '' : 's'} to follow up`,
        text: reminderText(first.name, fresh, today, deps.publicUrl),
      });
      return true;
    });
    if (sent) mails += 1;
  }
  deps.log.info({ mails, day: today }, 'due-date reminders sent');
  return mails;
};
