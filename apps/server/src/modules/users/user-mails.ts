import type { FastifyBaseLogger } from 'fastify';
import { businessTimeZone, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { INVITATION_VALID_HOURS } from '@creditdesk/domain/users/users.schemas';
import type { Actor } from '../../plugins/actor';
import { letter } from '../../plugins/mail/letter';
import type { Mailer } from '../../plugins/mail/mailer';
import type { UserRow } from './users.repository';

export const invitationMail = (input: { to: string; name: string; link: string }) =>
  letter(input, 'CreditDesk: create your password', [
    [
      'An account has been created for you in CreditDesk. Use the link below to create your password.',
      `It is valid for ${INVITATION_VALID_HOURS} hours and works once.`,
    ],
    input.link,
    'If the link has expired, ask your administrator to send a new invitation.',
  ]);

/**
 * The notice mailed to a user's old address when his sign-in email is changed: the owner learns
 * of it even when the change was meant to take his account over.
 */
export const emailChangedMail = (input: {
  to: string;
  name: string;
  newEmail: string;
  changedBy: string;
  at: Date;
}) =>
  letter(input, 'CreditDesk: your sign-in email was changed', [
    [
      `The email address you sign in to CreditDesk with was changed to ${input.newEmail} by ${input.changedBy}`,
      `on ${toBusinessDateTime(input.at)} (${businessTimeZone()}). Your sessions have been ended and mail for the`,
      'account now goes to the new address.',
    ],
    'If you did not expect this change, contact your administrator at once.',
  ]);

/**
 * The mails of user writes. A failed one does not undo the saved user: the invitation can be sent
 * again, and the email change stands.
 */
export const createUserMails = ({ mailer, log }: { mailer: Mailer; log: FastifyBaseLogger }) => ({
  /** Answers whether the invitation was sent. */
  async invite(user: UserRow, link: string) {
    try {
      await mailer.send(invitationMail({ to: user.email, name: user.name, link }));
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
        emailChangedMail({
          to: before.email,
          name: after.name,
          newEmail: after.email,
          changedBy: actor.name,
          at: after.updatedAt,
        }),
      );
    } catch (error) {
      log.error({ err: error, userId: after.id }, 'could not mail the email change notice');
    }
  },
});
