import { PRIVILEGE_MESSAGES } from '../access/privilege';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { BRANCH_MESSAGES } from '../branches/branches.messages';
import { CREDIT_APPLICATION_OPTIONS_MESSAGES } from '../credit-applications/credit-application-options.messages';
import { CREDIT_APPLICATION_MESSAGES } from '../credit-applications/credit-applications.messages';
import { CREDIT_TYPE_MESSAGES } from '../credit-types/credit-types.messages';
import { DEBITUR_MESSAGES } from '../debiturs/debiturs.messages';
import { DOCUMENT_MESSAGES } from '../documents/documents.messages';
import { FACILITY_MESSAGES } from '../facilities/facilities.messages';
import { GROUP_MESSAGES } from '../groups/groups.messages';
import { LOGBOOK_MESSAGES } from '../logbook/logbook.messages';
import { PREFERENCE_MESSAGES } from '../preferences/preferences.messages';
import { REPORT_MESSAGES } from '../reports/reports.messages';
import { ROLE_MESSAGES } from '../roles/roles.messages';
import { USER_MESSAGES } from '../users/users.messages';
import { indexMessageCodes } from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

/**
 * The message tables by the prefix of their codes. A code is `<prefix>.<key>`
 * ('branches.branchNameRequired'): derived from the table that holds the message, so the codes
 * need no list of their own and stay stable while the key does.
 */
export const MESSAGE_TABLES = {
  request: REQUEST_MESSAGES,
  auth: AUTH_MESSAGES,
  privilege: PRIVILEGE_MESSAGES,
  roles: ROLE_MESSAGES,
  users: USER_MESSAGES,
  groups: GROUP_MESSAGES,
  branches: BRANCH_MESSAGES,
  facilities: FACILITY_MESSAGES,
  creditTypes: CREDIT_TYPE_MESSAGES,
  debiturs: DEBITUR_MESSAGES,
  creditApplications: CREDIT_APPLICATION_MESSAGES,
  creditApplicationOptions: CREDIT_APPLICATION_OPTIONS_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  reports: REPORT_MESSAGES,
  logbook: LOGBOOK_MESSAGES,
  preferences: PREFERENCE_MESSAGES,
} as const;

// Messages built from values (a menu's name, a file's size) have no fixed text to look up, so
// only the plain sentences get a code.
const codeByMessage = indexMessageCodes(MESSAGE_TABLES);

/** The stable code of a message of the domain tables, or undefined for any other text. */
export const messageCode = (message: string): string | undefined => codeByMessage.get(message);
