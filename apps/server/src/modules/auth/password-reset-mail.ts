import { letter } from '../../plugins/mail/letter';

export const passwordResetMail = (input: { to: string; name: string; link: string }) =>
  letter(input, 'CreditDesk: set your password', [
    'Use the link below to set a new password for CreditDesk. It is valid for 30 minutes and works once.',
    input.link,
    'If you did not ask for this, you can ignore this mail; your password stays as it is.',
  ]);
