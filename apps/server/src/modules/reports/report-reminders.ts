import type { FastifyBaseLogger } from 'fastify';
import { TransactionRollbackError } from 'drizzle-orm';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { shiftDate } from '@creditdesk/domain/reports/report-badges';
import { isLanguage, type Language } from '@creditdesk/domain/preferences/languages';
import { businessToday, fromBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import {
  claimDailyMail,
  creatorsWithDueDeferrals,
  creatorsWithOpenItems,
  findDeferralsToRemind,
  findItemsToRemind,
  noteReminders,
} from './report-reminders.repository';
import { DEFERRAL_REMINDER_DAYS, reminderMail, type ReminderItem } from './report-reminder-mail';

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

/** Items noted in one statement: four parameters each, well below the protocol's 65,535. */
const NOTE_BATCH = 1000;

/** One creator's items to remind of, across the reports, as the mail lists them. */
const itemsOfCreator = async (db: Database, creatorId: string, today: string) => {
  const found: ReminderItem[] = [];
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
 * overdue since his last mail, and every open deferral (TBO) of his that is overdue or promised
 * within DEFERRAL_REMINDER_DAYS. Each item is noted, and the day's mail claimed, in the
 * transaction that sends it, so a failed mail is tried again and a sent one never twice, whatever
 * restarts in between. Creators are reminded one at a time, so the job holds one creator's items,
 * not the whole bank's.
 */
export const sendDueReminders = async (deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  timeZone: string;
  sendAt: string;
  publicUrl: string;
  /** The language of a creator who has not chosen one. */
  defaultLanguage: Language;
}) => {
  const now = deps.now();
  if (timeOfDay(now, deps.timeZone) < deps.sendAt) return 0;
  const today = businessToday(deps.timeZone, now);
  const deferralsUntil = shiftDate(today, { days: DEFERRAL_REMINDER_DAYS });
  const tomorrow = shiftDate(today, { days: 1 });
  const nextDay = new Date(fromBusinessDateTime(tomorrow, '00:00', deps.timeZone));
  const creators = new Set([
    ...(await creatorsWithOpenItems(deps.db)),
    ...(await creatorsWithDueDeferrals(deps.db, deferralsUntil)),
  ]);
  let mails = 0;
  for (const userId of creators) {
    const items = await itemsOfCreator(deps.db, userId, today);
    const deferrals = await findDeferralsToRemind(deps.db, userId, deferralsUntil);
    if (!items.length && !deferrals.length) continue;
    const sent = await deps.db
      .transaction(async (tx) => {
        const noted = new Set<string>();
        for (let start = 0; start < items.length; start += NOTE_BATCH) {
          const batch = items.slice(start, start + NOTE_BATCH);
          const rows = batch.map((item) => ({
            documentId: item.documentId,
            kind: item.kind,
            userId,
            day: today,
          }));
          for (const row of await noteReminders(tx, rows))
            noted.add(`${row.documentId}:${row.kind}`);
        }
        const fresh = items.filter((item) => noted.has(`${item.documentId}:${item.kind}`));
        const recipient = fresh[0] ?? deferrals[0];
        if (!recipient) return false;
        // Someone mailed today already gets what became due since on the next day.
        if (!(await claimDailyMail(tx, userId, { now, nextDay }))) tx.rollback();
        const language = isLanguage(recipient.language) ? recipient.language : deps.defaultLanguage;
        await deps.mailer.send(
          reminderMail(
            { to: recipient.email, name: recipient.name },
            { items: fresh, deferrals },
            { today, publicUrl: deps.publicUrl, language },
          ),
        );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (sent) mails += 1;
  }
  deps.log.info({ mails, day: today }, 'due-date reminders sent');
  return mails;
};
