import { INVITATION_VALID_HOURS } from '@creditdesk/domain/users/users.schemas';
import type { MailMessage } from '../../plugins/mail/mailer';

export const invitationMail = (input: { to: string; name: string; link: string }): MailMessage => ({
  to: input.to,
  subject: 'CreditDesk: create your password',
  text: [
    `Hello ${input.name},`,
    '',
    'An account has been created for you in CreditDesk. Use the link below to create your password.',
    `It is valid for ${INVITATION_VALID_HOURS} hours and works once.`,
    '',
    input.link,
    '',
    'If the link has expired, ask your administrator to send a new invitation.',
  ].join('\n'),
});
