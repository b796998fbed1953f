import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0];

/**
 * SMTP when `smtpUrl` is set; otherwise each mail is written as an .eml file to `outboxDir`
 * and its link logged, so a fresh install works offline.
 */
export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      // Mails carry password links: only the server's own user may read them.
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      await chmod(options.outboxDir, 0o700);
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, file, link: firstLink(message.text) },
        'mail written to the outbox',
      );
    },
  };
};
