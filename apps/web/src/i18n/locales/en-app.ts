import { englishMessages } from '../messages';
import type { Texts } from './texts';
import { creditApplications } from './en/credit-applications';
import { documents } from './en/documents';
import { dashboard } from './en/dashboard';
import { groups } from './en/groups';
import { logbook } from './en/logbook';
import { reports } from './en/reports';
import { dokumenTbo } from './en/dokumen-tbo';
import { app } from './en/app';
import { debiturs } from './en/debiturs';
import { moduleTexts } from './module-texts';
import { users } from './en/users';
import { roles } from './en/roles';
import { branches } from './en/branches';
import { approvalAuthorities } from './en/approval-authorities';
import { documentCatalogue } from './en/document-catalogue';
import { kit } from './en/kit';
import { navigation } from './en/navigation';

/**
 * The English texts of the signed-in screens, one file a namespace (en/). They come with the
 * signed-in area's code (app-texts.ts), so the sign-in page does not download them. `messages`
 * holds the domain's validation and answer messages under their codes (shared/message-codes):
 * until they arrive an English message is shown as the server or the schema wrote it.
 */
export const enApp = {
  app,
  navigation,
  kit,
  groups,
  branches,
  roles,
  users,
  ...moduleTexts('en'),
  approvalAuthorities,
  documentCatalogue,
  debiturs,
  creditApplications,
  documents,
  reports,
  dokumenTbo,
  logbook,
  dashboard,
  messages: englishMessages,
};

export type AppCatalogue = Texts<typeof enApp>;
