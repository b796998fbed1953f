import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes the quoted-printable encoding nodemailer gives long lines, so links read whole. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every mail in the outbox, oldest first, as written (still quoted-printable). */
export const outboxMails = async (dataDir: string) => {
  const outboxDir = path.join(dataDir, 'outbox');
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
};

/** The newest password link mailed to `email` in the outbox, or undefined. */
export const latestPasswordLink = async (outboxDir: string, email: string) => {
  const files = (await readdir(outboxDir).catch(() => [])).sort().reverse();
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8'));
    if (!mail.includes(`To: ${email}`)) continue;
    const link = mail.match(/https?:\/\/\S+\/auth\/change-password\?token=[\w%-]+/)?.[0];
    if (link) return link;
  }
  return undefined;
};
