import type { Language } from '@creditdesk/domain/preferences/languages';
import { daysLeft } from '@creditdesk/domain/reports/report-badges';
import { letter } from '../../plugins/mail/letter';
import type { findDeferralsToRemind, findItemsToRemind } from './report-reminders.repository';

export type ReminderItem = Awaited<ReturnType<typeof findItemsToRemind>>[number] & {
  report: string;
  /** The item's own number as its report's first column shows it (Nomor Covernote, ...). */
  number: string;
};

export type ReminderDeferral = Awaited<ReturnType<typeof findDeferralsToRemind>>[number];

/** A deferral is mailed while it is promised within this many days, and every day once overdue. */
export const DEFERRAL_REMINDER_DAYS = 7;

/** A mail lists this many items of a kind at most; the report pages hold the rest. */
const MAIL_LINES_MAX = 100;

interface ReminderTexts {
  subject: (count: number) => string;
  intro: string;
  overdueBy: (days: number) => string;
  dueToday: string;
  left: (days: number) => string;
  due: string;
  promised: string;
  kinds: Record<ReminderItem['kind'], string>;
  moreOnReports: (more: number) => string;
  moreOnTbo: (more: number) => string;
  deferrals: (days: number) => string;
  open: string;
}

// The report and document names (Dokumen TBO, Covernote Notaris) are the spec's, in both languages.
const TEXTS: Record<Language, ReminderTexts> = {
  en: {
    subject: (count) => `CreditDesk: ${count} due item${count === 1 ? '' : 's'} to follow up`,
    intro: 'These items of your credit applications need attention:',
    overdueBy: (days) => `${days} days overdue`,
    dueToday: 'due today',
    left: (days) => `${days} days left`,
    due: 'due',
    promised: 'promised',
    kinds: { overdue: 'Overdue', 'due-30': 'Due in 30 days' },
    moreOnReports: (more) => `- and ${more} more on the report pages`,
    moreOnTbo: (more) => `- and ${more} more on Dokumen TBO`,
    deferrals: (days) => `Deferred documents (TBO) overdue or due within ${days} days:`,
    open: 'Open the reports in CreditDesk:',
  },
  id: {
    subject: (count) => `CreditDesk: ${count} dokumen jatuh tempo perlu ditindaklanjuti`,
    intro: 'Dokumen pengajuan kredit Anda berikut ini perlu perhatian:',
    overdueBy: (days) => `lewat ${days} hari`,
    dueToday: 'jatuh tempo hari ini',
    left: (days) => `${days} hari lagi`,
    due: 'jatuh tempo',
    promised: 'dijanjikan',
    kinds: { overdue: 'Lewat jatuh tempo', 'due-30': 'Jatuh tempo dalam 30 hari' },
    moreOnReports: (more) => `- dan ${more} lagi di halaman laporan`,
    moreOnTbo: (more) => `- dan ${more} lagi di Dokumen TBO`,
    deferrals: (days) => `Dokumen tertunda (TBO) yang lewat atau jatuh tempo dalam ${days} hari:`,
    open: 'Buka laporan di CreditDesk:',
  },
};

/** The daily due-date reminder to one creator, in his language. */
export const reminderMail = (
  recipient: { to: string; name: string },
  lists: { items: ReminderItem[]; deferrals: ReminderDeferral[] },
  context: { today: string; publicUrl: string; language: Language },
) => {
  const texts = TEXTS[context.language];
  const { today, publicUrl } = context;
  const whenDue = (date: string) => {
    const left = daysLeft(date, today);
    return left < 0 ? texts.overdueBy(-left) : left === 0 ? texts.dueToday : texts.left(left);
  };
  const section = (kind: ReminderItem['kind']) => {
    const ofKind = lists.items.filter((item) => item.kind === kind);
    const lines = ofKind
      .slice(0, MAIL_LINES_MAX)
      .map(
        (item) =>
          `- ${item.report}: ${item.creditAppNo}, ${item.typeTitle} ${item.number}, ${texts.due} ${item.dueDate} (${whenDue(item.dueDate ?? today)})`,
      );
    const more = ofKind.length - lines.length;
    if (more > 0) lines.push(texts.moreOnReports(more));
    return lines.length ? [[`${texts.kinds[kind]}:`, ...lines]] : [];
  };
  const deferralSection = () => {
    if (!lists.deferrals.length) return [];
    const lines = lists.deferrals
      .slice(0, MAIL_LINES_MAX)
      .map(
        (deferral) =>
          `- ${deferral.creditAppNo}, ${deferral.typeTitle}, ${texts.promised} ${deferral.promisedDate} (${whenDue(deferral.promisedDate)}; ${deferral.status})`,
      );
    const more = lists.deferrals.length - lines.length;
    if (more > 0) lines.push(texts.moreOnTbo(more));
    return [
      [
        texts.deferrals(DEFERRAL_REMINDER_DAYS),
        ...lines,
        `Dokumen TBO: ${publicUrl}/report/dokumen-tbo`,
      ],
    ];
  };
  return letter(
    recipient,
    context.language,
    texts.subject(lists.items.length + lists.deferrals.length),
    [
      texts.intro,
      ...section('overdue'),
      ...section('due-30'),
      ...deferralSection(),
      `${texts.open} ${publicUrl}/report/covernote-notaris`,
    ],
  );
};
