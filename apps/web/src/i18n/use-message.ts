import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { i18n } from './i18n';
import { messageCode } from './message-codes';
import type { MessageParams } from '@creditdesk/domain/shared/message-index';

/**
 * Turns a message of the domain tables (a form's zod error, or a server answer with its `code`)
 * into the user's language; a message without a code, or of a module whose screens are not in the
 * catalogue yet, is shown as it came.
 */
export function translateMessage(message: string, code?: string, params?: MessageParams): string;
export function translateMessage(
  message: string | undefined,
  code?: string,
  params?: MessageParams,
): string | undefined;
export function translateMessage(
  message: string | undefined,
  code?: string,
  params?: MessageParams,
) {
  if (message === undefined) return undefined;
  const key = `messages.${code ?? messageCode(message) ?? ''}`;
  return i18n.exists(key) ? i18n.t(key, params) : message;
}

/** `translateMessage`, re-rendering the component when the language changes. */
export const useMessage = () => {
  useTranslation();
  return translateMessage;
};

/** A failed call's message in the user's language: by the answer's code, or as it came. */
export const translateError = (error: Error) =>
  isApiError(error)
    ? translateMessage(error.message, error.code, error.params)
    : translateMessage(error.message);
