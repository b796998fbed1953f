import { useMessage } from '../../i18n/use-message';
import type { DeleteTexts } from './resource-table';

/** A module's delete sentences, its domain messages ('Delete Group', ...), in the user's language. */
export const useDeleteTexts = (messages: DeleteTexts): DeleteTexts => {
  const message = useMessage();
  return {
    deleteTitle: message(messages.deleteTitle),
    deleteQuestion: message(messages.deleteQuestion),
    deleteWarning: message(messages.deleteWarning),
  };
};

/** The sentences as `DeleteConfirmation` takes them. */
export const deleteConfirmationTexts = (texts: DeleteTexts) => ({
  title: texts.deleteTitle,
  message: texts.deleteQuestion,
  description: texts.deleteWarning,
});
