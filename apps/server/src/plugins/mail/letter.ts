import type { Language } from '@creditdesk/domain/preferences/languages';
import type { MailMessage } from './mailer';

const GREETINGS: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  id: (name) => `Halo ${name},`,
};

/**
 * A mail to one person, greeted by name in his language: each paragraph (a line, or its lines)
 * set apart by a blank line, as every mail of CreditDesk reads.
 */
export const letter = (
  recipient: { to: string; name: string },
  language: Language,
  subject: string,
  paragraphs: (string | string[])[],
): MailMessage => ({
  to: recipient.to,
  subject,
  text: [
    GREETINGS[language](recipient.name),
    ...paragraphs.map((lines) => [lines].flat().join('\n')),
  ].join('\n\n'),
});
