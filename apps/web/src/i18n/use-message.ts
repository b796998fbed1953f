import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { i18n } from './i18n';
import { splitMessage, type MessageParams } from '@creditdesk/domain/shared/message-index';

/**
 * Turns a message of the domain tables into the user's language: a code (a `*_MESSAGES` constant,
 * or a form's zod error, with its values after `withParams`) or a server answer by its `code` and
 * `params`. Any other text (a message the server did not code) is shown as it came.
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
  const coded = code === undefined ? splitMessage(message) : { code, params };
  const key = `messages.${coded.code}`;
  return i18n.exists(key) ? i18n.t(key, coded.params) : message;
}

/** `translateMessage`, re-rendering the component when the language changes. */
export const useMessage = () => {
  useTranslation();
  return translateMessage;
};

/**
 * The catalogue's `t` and `message` for the domain's codes, together: most screens show both, and
 * both re-render the component when the language changes.
 */
export const useTexts = () => {
  const { t } = useTranslation();
  return { t, message: translateMessage };
};

/** A failed call's message in the user's language: by the answer's code, or as it came. */
export const translateError = (error: Error) =>
  isApiError(error)
    ? translateMessage(error.message, error.code, error.params)
    : translateMessage(error.message);
