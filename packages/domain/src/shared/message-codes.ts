import { PRIVILEGE_MESSAGES } from '../access/privilege';
import { APPROVAL_AUTHORITY_MESSAGES } from '../approval-authorities/approval-authorities.messages';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { BRANCH_MESSAGES } from '../branches/branches.messages';
import { CREDIT_APPLICATION_CONFLICTS } from '../credit-applications/credit-application-conflicts.messages';
import { CREDIT_APPLICATION_OPTIONS_MESSAGES } from '../credit-applications/credit-application-options.messages';
import { CREDIT_APPLICATION_MESSAGES } from '../credit-applications/credit-applications.messages';
import { CREDIT_AUTHORITY_MESSAGES } from '../credit-applications/credit-authority.messages';
import { DEBITUR_MESSAGES } from '../debiturs/debiturs.messages';
import { DEBITUR_CHECK_MESSAGES } from '../documents/debitur-checks.messages';
import { DOCUMENT_CATALOGUE_MESSAGES } from '../document-catalogue/document-catalogue.messages';
import { DEFERRAL_MESSAGES } from '../documents/document-deferrals.messages';
import { DOCUMENT_MESSAGES } from '../documents/documents.messages';
import { READING_MESSAGES } from '../documents/document-readings.messages';
import { GROUP_MESSAGES } from '../groups/groups.messages';
import { LOGBOOK_MESSAGES } from '../logbook/logbook.messages';
import { MODULES, type Module, type ModuleKey } from '../modules/module-list';
import { PREFERENCE_MESSAGES } from '../preferences/preferences.messages';
import { DOKUMEN_TBO_MESSAGES } from '../reports/dokumen-tbo.messages';
import { REPORT_MESSAGES } from '../reports/reports.messages';
import { ROLE_MESSAGES } from '../roles/roles.messages';
import { USER_MESSAGES } from '../users/users.messages';
import {
  englishTexts,
  fillMessage,
  splitMessage,
  type CodedMessage,
  type MessageParams,
  type MessageTable,
} from './message-index';
import { REQUEST_MESSAGES } from './request.messages';

/** The tables of the name/description modules, under their keys (their codes' prefix). */
const moduleTables = Object.fromEntries(MODULES.map((module) => [module.key, module.messages])) as {
  [Key in ModuleKey]: Extract<Module, { key: Key }>['messages'];
};

/**
 * The message tables by the prefix of their codes (`defineMessages(prefix, ...)` of each table,
 * checked by message-codes.test.ts). A code is `<prefix>.<key>` ('branches.branchNameRequired').
 */
export const MESSAGE_TABLES = {
  request: REQUEST_MESSAGES,
  auth: AUTH_MESSAGES,
  privilege: PRIVILEGE_MESSAGES,
  roles: ROLE_MESSAGES,
  users: USER_MESSAGES,
  groups: GROUP_MESSAGES,
  branches: BRANCH_MESSAGES,
  ...moduleTables,
  approvalAuthorities: APPROVAL_AUTHORITY_MESSAGES,
  debiturs: DEBITUR_MESSAGES,
  creditApplications: CREDIT_APPLICATION_MESSAGES,
  creditApplicationConflicts: CREDIT_APPLICATION_CONFLICTS,
  creditApplicationOptions: CREDIT_APPLICATION_OPTIONS_MESSAGES,
  creditAuthority: CREDIT_AUTHORITY_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  documentCatalogue: DOCUMENT_CATALOGUE_MESSAGES,
  deferrals: DEFERRAL_MESSAGES,
  debiturChecks: DEBITUR_CHECK_MESSAGES,
  documentReadings: READING_MESSAGES,
  reports: REPORT_MESSAGES,
  dokumenTbo: DOKUMEN_TBO_MESSAGES,
  logbook: LOGBOOK_MESSAGES,
  preferences: PREFERENCE_MESSAGES,
} as const;

const englishTextsByPrefix: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries<MessageTable>(MESSAGE_TABLES).map(([prefix, table]) => [
    prefix,
    englishTexts(table),
  ]),
);

/** The English template of a code, or undefined when no table holds it. */
const templateOf = (code: string): string | undefined => {
  const dot = code.indexOf('.');
  const texts = englishTextsByPrefix[code.slice(0, dot)];
  const key = code.slice(dot + 1);
  return dot > 0 && texts && Object.hasOwn(texts, key) ? texts[key] : undefined;
};

/** Every code of the tables. */
export const allMessageCodes = () =>
  Object.entries(englishTextsByPrefix).flatMap(([prefix, texts]) =>
    Object.keys(texts).map((key) => `${prefix}.${key}`),
  );

/**
 * The code and values of a message the domain gave (a code, or a code `withParams`), or
 * undefined for any other text (zod's or Fastify's own, which the server codes by their kind).
 */
export const codedMessageOf = (message: string): CodedMessage | undefined => {
  const coded = splitMessage(message);
  return templateOf(coded.code) === undefined ? undefined : coded;
};

/** The English text of a code, its `{{name}}`s filled from `params`: what the answer's `message` says. */
export const englishMessage = (code: string, params?: MessageParams) => {
  const template = templateOf(code);
  if (template === undefined) throw new Error(`No message table holds the code ${code}`);
  return fillMessage(template, params);
};

/** The English text of a message the domain gave: a code, or a code `withParams`. */
export const messageInEnglish = (message: string) => {
  const { code, params } = splitMessage(message);
  return englishMessage(code, params);
};
