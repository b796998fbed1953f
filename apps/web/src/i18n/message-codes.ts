import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { indexMessageCodes } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';

/**
 * The codes of the messages whose tables the screens have loaded: request and auth (the first two
 * of the domain's MESSAGE_TABLES) for the signed-out pages, every table once the signed-in area's
 * code arrives (app-texts.ts), so the sign-in page does not download the others. Learned in the
 * domain's order, a message gets the code the server gives it.
 */
const codes = indexMessageCodes({ request: REQUEST_MESSAGES, auth: AUTH_MESSAGES });

export const learnMessageCodes = (tables: Parameters<typeof indexMessageCodes>[0]) => {
  indexMessageCodes(tables, codes);
};

/** The code of a message of the loaded tables, or undefined for any other text. */
export const messageCode = (message: string): string | undefined => codes.get(message);
