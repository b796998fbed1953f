import type { MailMessage } from './mailer';

/**
 * A mail to one person, greeted by name (in English unless `greeting` says it in the recipient's
 * language): each paragraph (a line, or its lines) set apart by a blank line, as every mail of
 * CreditDesk reads.
 */
export const letter = (
  recipient: { to: string; name: string },
  subject: string,
  paragraphs: (string | string[])[],
  greeting = `Hello ${recipient.name},`,
): MailMessage => ({
  to: recipient.to,
  subject,
  text: [greeting, ...paragraphs.map((lines) => [lines].flat().join('\n'))].join('\n\n'),
});
