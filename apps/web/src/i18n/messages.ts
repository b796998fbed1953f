import { MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';
import { englishTexts } from '@creditdesk/domain/shared/message-index';

/**
 * The English messages of the domain tables under their codes (`messages.<code>`), read from the
 * tables themselves so that the wording stays in one place.
 */
export const englishMessages = {
  request: englishTexts(MESSAGE_TABLES.request),
  auth: englishTexts(MESSAGE_TABLES.auth),
  privilege: englishTexts(MESSAGE_TABLES.privilege),
  roles: englishTexts(MESSAGE_TABLES.roles),
  users: englishTexts(MESSAGE_TABLES.users),
  groups: englishTexts(MESSAGE_TABLES.groups),
  branches: englishTexts(MESSAGE_TABLES.branches),
  creditApplications: englishTexts(MESSAGE_TABLES.creditApplications),
  creditApplicationOptions: englishTexts(MESSAGE_TABLES.creditApplicationOptions),
  facilities: englishTexts(MESSAGE_TABLES.facilities),
  creditTypes: englishTexts(MESSAGE_TABLES.creditTypes),
  debiturs: englishTexts(MESSAGE_TABLES.debiturs),
  documents: englishTexts(MESSAGE_TABLES.documents),
  reports: englishTexts(MESSAGE_TABLES.reports),
  logbook: englishTexts(MESSAGE_TABLES.logbook),
  preferences: englishTexts(MESSAGE_TABLES.preferences),
};
