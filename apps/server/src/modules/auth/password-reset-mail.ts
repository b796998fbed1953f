import type { Language } from '@creditdesk/domain/preferences/languages';
import { letter } from '../../plugins/mail/letter';

interface ResetTexts {
  subject: string;
  use: string;
  ignore: string;
}

const TEXTS: Record<Language, ResetTexts> = {
  en: {
    subject: 'CreditDesk: set your password',
    use: 'Use the link below to set a new password for CreditDesk. It is valid for 30 minutes and works once.',
    ignore: 'If you did not ask for this, you can ignore this mail; your password stays as it is.',
  },
  id: {
    subject: 'CreditDesk: atur kata sandi Anda',
    use: 'Gunakan tautan di bawah ini untuk mengatur kata sandi baru CreditDesk. Tautan berlaku 30 menit dan hanya dapat dipakai sekali.',
    ignore:
      'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tetap seperti sebelumnya.',
  },
};

/** The password link mailed on 'Forgot password', in the user's language. */
export const passwordResetMail = (
  input: { to: string; name: string; link: string },
  language: Language,
) => {
  const texts = TEXTS[language];
  return letter(input, language, texts.subject, [texts.use, input.link, texts.ignore]);
};
