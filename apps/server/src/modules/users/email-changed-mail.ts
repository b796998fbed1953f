import { toBusinessDateTime, businessTimeZone } from '@creditdesk/domain/shared/dates';
import type { MailMessage } from '../../plugins/mail/mailer';

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
}): MailMessage => ({
  to: input.to,
  subject: 'CreditDesk: your sign-in email was changed',
  text: [
    `Hello ${input.name},`,
    '',
    `The email address you sign in to CreditDesk with was changed to ${input.newEmail} by ${input.changedBy}`,
    `on ${toBusinessDateTime(input.at)} (${businessTimeZone()}). Your sessions have been ended and mail for the`,
    'account now goes to the new address.',
    '',
    'If you did not expect this change, contact your administrator at once.',
  ].join('\n'),
});
