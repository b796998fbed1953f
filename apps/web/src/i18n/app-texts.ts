import { MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';
import { i18n } from './i18n';
import { learnMessageCodes } from './message-codes';
import { enApp } from './locales/en-app';

// The signed-in screens' English texts and every message code join the entry's once the signed-in
// area's code is loaded; Indonesian holds them all (locales/id.ts).
learnMessageCodes(MESSAGE_TABLES);
i18n.addResourceBundle('en', 'translation', enApp, true, false);
