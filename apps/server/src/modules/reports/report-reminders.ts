import type { FastifyBaseLogger } from 'fastify';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { daysLeft, REPORT_BADGE_LABELS } from '@creditdesk/domain/reports/report-badges';
import { businessToday } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import {
  creatorsWithOpenItems,
  findItemsToRemind,
  noteReminders,
} from './report-reminders.repository';

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

/** A mail lists this many items of a kind at most; the report pages hold the rest. */
const MAIL_LINES_MAX = 100;
/** Items noted in one statement: four parameters each, well below the protocol's 65,535. */
const NOTE_BATCH = 1000;

const reminderText = (name: string, items: Item[], today: string, publicUrl: string) => {
  const section = (kind: Item['kind']) => {
    const ofKind = items.filter((item) => item.kind === kind);
    const lines = ofKind.slice(0, MAIL_LINES_MAX).map((item) => itemLine(item, today));
    const more = ofKind.length - lines.length;
    if (more > 0) lines.push(`- and ${more} more on the report pages`);
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

/** One creator's items to remind of, across the reports, as the mail lists them. */
const itemsOfCreator = async (db: Database, creatorId: string, today: string) => {
  const found: Item[] = [];
  for (const definition of REPORT_DEFINITIONS)
    for (const item of await findItemsToRemind(db, definition, today, creatorId))
      found.push({
        ...item,
        report: definition.title,
        number:
          definition.columns[0]?.value({
            document: { typeCode: '', typeTitle: item.typeTitle },
            metadata: item.metadata,
            dueDate: item.dueDate,
            endsBeforeTenor: false,
          }) ?? '-',
      });
  return found;
};

/**
 * The daily reminder (design: Beyond a list): from `sendAt` (HH:mm on the bank's calendar) on,
 * each application's creator gets one mail listing his items that became due within 30 days or
 * overdue since his last mail. Each item is noted in the transaction that sends its mail, so a
 * failed mail is tried again and a sent one never twice, whatever restarts in between. Creators
 * are reminded one at a time, so the job holds one creator's items, not the whole bank's.
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
  let mails = 0;
  for (const userId of await creatorsWithOpenItems(deps.db)) {
    const items = await itemsOfCreator(deps.db, userId, today);
    if (!items.length) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const noted = new Set<string>();
      for (let start = 0; start < items.length; start += NOTE_BATCH) {
        const batch = items.slice(start, start + NOTE_BATCH);
        const rows = batch.map((item) => ({
          documentId: item.documentId,
          kind: item.kind,
          userId,
          day: today,
        }));
        for (const row of await noteReminders(tx, rows)) noted.add(`${row.documentId}:${row.kind}`);
      }
      const fresh = items.filter((item) => noted.has(`${item.documentId}:${item.kind}`));
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
