import { MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';
import {
  englishTexts,
  type EnglishTexts,
  type MessageTable,
} from '@creditdesk/domain/shared/message-index';

type Tables = typeof MESSAGE_TABLES;

/**
 * The English messages of the domain tables under their codes (`messages.<code>`), read from the
 * tables themselves so that the wording stays in one place (a new module's table comes with it).
 */
export const englishMessages = Object.fromEntries(
  Object.entries<MessageTable>(MESSAGE_TABLES).map(([prefix, table]) => [
    prefix,
    englishTexts(table),
  ]),
) as { [Prefix in keyof Tables]: EnglishTexts<Tables[Prefix]> };
