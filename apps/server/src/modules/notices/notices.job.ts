import type { FastifyBaseLogger } from 'fastify';
import { isLanguage, type Language } from '@creditdesk/domain/preferences/languages';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import { noticeMail } from './notice-mails';
import * as repository from './notices.repository';

/** How often the job looks for noted entries: the most a mail may wait after the act. */
export const NOTICE_CHECK_MS = 60 * 1000;

/**
 * Mails the people who must act (issue 34): the approvers who may decide a submitted
 * application, and the creator of one decided or of a deferral answered. Each noted entry is
 * claimed and deleted in the transaction that mails it, so a failed mail is tried again on the
 * next run and a sent one never twice, on any instance. Answers how many entries were mailed.
 */
export const sendNotices = async (deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  defaultLanguage: Language;
}) => {
  let mailed = 0;
  // Notes whose mail failed in this run: tried again on the next, and never in the way of the rest.
  const failed: string[] = [];
  for (;;) {
    let claimed: string | undefined;
    const done = await deps.db
      .transaction(async (tx) => {
        const notice = await repository.claimNextNotice(tx, failed);
        if (!notice) return false;
        claimed = notice.eventId;
        const recipients =
          notice.event === 'submitted'
            ? await repository.approversToTell(tx, notice.applicationId)
            : await repository.creatorToTell(tx, notice.createdBy);
        const decidedBy = await repository.nameOf(tx, notice.decidedBy);
        const link = `${deps.publicUrl}/credit-application/detail/${notice.applicationId}`;
        for (const recipient of recipients) {
          const language = isLanguage(recipient.language)
            ? recipient.language
            : deps.defaultLanguage;
          await deps.mailer.send(noticeMail(notice, recipient, { language, decidedBy, link }));
        }
        return true;
      })
      .catch((error: unknown) => {
        if (!claimed) throw error;
        deps.log.error(
          { err: error, eventId: claimed },
          'notice mail failed; kept for the next run',
        );
        failed.push(claimed);
        return 'failed' as const;
      });
    if (!done) break;
    if (done === true) mailed += 1;
  }
  if (mailed) deps.log.info({ mailed }, 'notices mailed');
  return mailed;
};
