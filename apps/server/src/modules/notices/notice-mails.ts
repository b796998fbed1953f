import type { Language } from '@creditdesk/domain/preferences/languages';
import { letter } from '../../plugins/mail/letter';
import type { NoticeEvent, NoticeRecipient } from './notices.repository';

interface NoticeTexts {
  waitingSubject: (no: string) => string;
  waiting: (no: string) => string;
  decidedSubject: (no: string, approved: boolean) => string;
  decided: (no: string, approved: boolean, by: string) => string;
  deferralSubject: (no: string, granted: boolean) => string;
  deferral: (no: string, granted: boolean, by: string, what: string) => string;
  open: string;
  optOut: string;
}

const TEXTS: Record<Language, NoticeTexts> = {
  en: {
    waitingSubject: (no) => `CreditDesk: ${no} waits for your decision`,
    waiting: (no) => `Credit application ${no} was submitted for review and you may decide it.`,
    decidedSubject: (no, approved) => `CreditDesk: ${no} was ${approved ? 'approved' : 'rejected'}`,
    decided: (no, approved, by) =>
      `Your credit application ${no} was ${approved ? 'approved' : 'rejected'} by ${by}.`,
    deferralSubject: (no, granted) =>
      `CreditDesk: a deferral of ${no} was ${granted ? 'granted' : 'refused'}`,
    deferral: (no, granted, by, what) =>
      `${by} ${granted ? 'granted' : 'refused'} the deferral of ${what} on your credit application ${no}.`,
    open: 'Open it in CreditDesk:',
    optOut: 'You can turn these mails off on your profile page.',
  },
  id: {
    waitingSubject: (no) => `CreditDesk: ${no} menunggu keputusan Anda`,
    waiting: (no) =>
      `Pengajuan kredit ${no} telah diajukan untuk ditinjau dan dapat Anda putuskan.`,
    decidedSubject: (no, approved) => `CreditDesk: ${no} ${approved ? 'disetujui' : 'ditolak'}`,
    decided: (no, approved, by) =>
      `Pengajuan kredit Anda ${no} ${approved ? 'disetujui' : 'ditolak'} oleh ${by}.`,
    deferralSubject: (no, granted) =>
      `CreditDesk: penundaan dokumen ${no} ${granted ? 'disetujui' : 'ditolak'}`,
    deferral: (no, granted, by, what) =>
      `${by} ${granted ? 'menyetujui' : 'menolak'} penundaan ${what} pada pengajuan kredit Anda ${no}.`,
    open: 'Buka di CreditDesk:',
    optOut: 'Anda dapat mematikan email ini di halaman profil Anda.',
  },
};

/** The mail of one noted timeline entry to one recipient, in the recipient's language. */
export const noticeMail = (
  notice: NoticeEvent,
  recipient: NoticeRecipient,
  context: { language: Language; decidedBy: string; link: string },
) => {
  const texts = TEXTS[context.language];
  const no = notice.creditAppNo;
  const positive = notice.event === 'approved' || notice.event === 'deferral-granted';
  const [subject, body] =
    notice.event === 'submitted'
      ? [texts.waitingSubject(no), texts.waiting(no)]
      : notice.event === 'approved' || notice.event === 'rejected'
        ? [texts.decidedSubject(no, positive), texts.decided(no, positive, context.decidedBy)]
        : [
            texts.deferralSubject(no, positive),
            // The entry's detail starts with the type and its promised date: 'SKMHT: 2026-04-01'.
            texts.deferral(no, positive, context.decidedBy, notice.detail?.split(' · ')[0] ?? ''),
          ];
  return letter({ to: recipient.email, name: recipient.name }, context.language, subject, [
    body,
    [texts.open, context.link],
    texts.optOut,
  ]);
};
