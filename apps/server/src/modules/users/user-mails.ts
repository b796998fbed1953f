import type { Language } from '@creditdesk/domain/preferences/languages';
import type { FastifyBaseLogger } from 'fastify';
import { businessTimeZone, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { INVITATION_VALID_HOURS } from '@creditdesk/domain/users/users.schemas';
import type { Actor } from '../../plugins/actor';
import { letter } from '../../plugins/mail/letter';
import type { Mailer } from '../../plugins/mail/mailer';
import type { UserRow } from './users.repository';

interface UserMailTexts {
  invitationSubject: string;
  invitation: string[];
  invitationExpired: string;
  emailChangedSubject: string;
  emailChanged: (newEmail: string, changedBy: string, at: string) => string[];
  emailChangedUnexpected: string;
}

const TEXTS: Record<Language, UserMailTexts> = {
  en: {
    invitationSubject: 'CreditDesk: create your password',
    invitation: [
      'An account has been created for you in CreditDesk. Use the link below to create your password.',
      `It is valid for ${INVITATION_VALID_HOURS} hours and works once.`,
    ],
    invitationExpired: 'If the link has expired, ask your administrator to send a new invitation.',
    emailChangedSubject: 'CreditDesk: your sign-in email was changed',
    emailChanged: (newEmail, changedBy, at) => [
      `The email address you sign in to CreditDesk with was changed to ${newEmail} by ${changedBy}`,
      `on ${at}. Your sessions have been ended and mail for the`,
      'account now goes to the new address.',
    ],
    emailChangedUnexpected:
      'If you did not expect this change, contact your administrator at once.',
  },
  id: {
    invitationSubject: 'CreditDesk: buat kata sandi Anda',
    invitation: [
      'Akun CreditDesk telah dibuat untuk Anda. Gunakan tautan di bawah ini untuk membuat kata sandi.',
      `Tautan berlaku ${INVITATION_VALID_HOURS} jam dan hanya dapat dipakai sekali.`,
    ],
    invitationExpired:
      'Jika tautan sudah kedaluwarsa, minta administrator Anda mengirim undangan baru.',
    emailChangedSubject: 'CreditDesk: email masuk Anda telah diubah',
    emailChanged: (newEmail, changedBy, at) => [
      `Alamat email yang Anda pakai untuk masuk ke CreditDesk diubah menjadi ${newEmail} oleh ${changedBy}`,
      `pada ${at}. Sesi Anda telah diakhiri dan email untuk akun ini`,
      'kini dikirim ke alamat baru.',
    ],
    emailChangedUnexpected:
      'Jika Anda tidak mengharapkan perubahan ini, segera hubungi administrator Anda.',
  },
};

/** The invitation to create a password, in the invited user's language. */
export const invitationMail = (
  input: { to: string; name: string; link: string },
  language: Language,
) => {
  const texts = TEXTS[language];
  return letter(input, language, texts.invitationSubject, [
    texts.invitation,
    input.link,
    texts.invitationExpired,
  ]);
};

/**
 * The notice mailed to a user's old address when his sign-in email is changed, in his language:
 * the owner learns of it even when the change was meant to take his account over.
 */
export const emailChangedMail = (
  input: { to: string; name: string; newEmail: string; changedBy: string; at: Date },
  language: Language,
) => {
  const texts = TEXTS[language];
  const at = `${toBusinessDateTime(input.at)} (${businessTimeZone()})`;
  return letter(input, language, texts.emailChangedSubject, [
    texts.emailChanged(input.newEmail, input.changedBy, at),
    texts.emailChangedUnexpected,
  ]);
};

/**
 * The mails of user writes. A failed one does not undo the saved user: the invitation can be sent
 * again, and the email change stands.
 */
export const createUserMails = ({
  mailer,
  log,
  languageOf,
}: {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The user's saved language, or the deployment's. */
  languageOf: (userId: string) => Promise<Language>;
}) => ({
  /** Sends the invitation; a failure is the caller's to handle. */
  async sendInvitation(user: UserRow, link: string) {
    await mailer.send(
      invitationMail({ to: user.email, name: user.name, link }, await languageOf(user.id)),
    );
  },

  /** Answers whether the invitation was sent. */
  async invite(user: UserRow, link: string) {
    try {
      await this.sendInvitation(user, link);
      return true;
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'could not mail the invitation');
      return false;
    }
  },

  /** Tells the old address of a changed email. */
  async tellEmailChanged(before: UserRow, after: UserRow, actor: Actor) {
    try {
      await mailer.send(
        emailChangedMail(
          {
            to: before.email,
            name: after.name,
            newEmail: after.email,
            changedBy: actor.name,
            at: after.updatedAt,
          },
          await languageOf(after.id),
        ),
      );
    } catch (error) {
      log.error({ err: error, userId: after.id }, 'could not mail the email change notice');
    }
  },
});
