import { MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';

type Table = Record<string, string | ((...values: never[]) => string)>;

/** The fixed sentences of a message table; those built from values have no code to look up. */
const sentencesOf = (table: Table) =>
  Object.fromEntries(
    Object.entries(table).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * The English messages of the screens in the catalogue, read from the domain tables themselves so
 * that the wording stays in one place. Codes of the other modules fall back to the server's
 * English message until their screens are converted.
 */
export const englishMessages = {
  request: sentencesOf(MESSAGE_TABLES.request),
  auth: sentencesOf(MESSAGE_TABLES.auth),
  privilege: sentencesOf(MESSAGE_TABLES.privilege),
  roles: sentencesOf(MESSAGE_TABLES.roles),
  users: sentencesOf(MESSAGE_TABLES.users),
  groups: sentencesOf(MESSAGE_TABLES.groups),
  branches: sentencesOf(MESSAGE_TABLES.branches),
  creditApplications: sentencesOf(MESSAGE_TABLES.creditApplications),
  creditApplicationOptions: sentencesOf(MESSAGE_TABLES.creditApplicationOptions),
  facilities: sentencesOf(MESSAGE_TABLES.facilities),
  creditTypes: sentencesOf(MESSAGE_TABLES.creditTypes),
  debiturs: sentencesOf(MESSAGE_TABLES.debiturs),
  documents: sentencesOf(MESSAGE_TABLES.documents),
  reports: sentencesOf(MESSAGE_TABLES.reports),
  logbook: sentencesOf(MESSAGE_TABLES.logbook),
  preferences: sentencesOf(MESSAGE_TABLES.preferences),
};
