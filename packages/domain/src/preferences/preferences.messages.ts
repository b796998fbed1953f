import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const PREFERENCE_MESSAGES = defineMessages('preferences', {
  languageInvalid: 'Language must be en or id',
  languageSaved: 'Language saved',
  mailNoticesInvalid: 'Mail notices must be true or false',
  mailNoticesSaved: 'Mail notices saved',
  mailNotices: 'Mail notices',
});
