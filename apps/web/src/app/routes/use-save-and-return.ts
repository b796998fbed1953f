import { notifications, type NotificationData } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { translateError } from '../../i18n/use-message';

export interface SaveAndReturnOptions<Saved> {
  /** Where Cancel and a saved form go. */
  back: string;
  /** The notice of a saved record ('Group created'), or the one its answer calls for. */
  savedNotice: string | ((saved: Saved) => NotificationData);
  /** Shown when a refusal carries no sentence of its own. */
  failedMessage: string;
  /** Before the notice, for pages whose other data the record appears in. */
  onSaved?: () => void;
}

/**
 * A form page's save: on success the notice and back where the form was opened from; its form
 * gets `saving`, the refusal in the user's language as `failure`, and Cancel as `onCancel`.
 */
export function useSaveAndReturn<Saved, Variables>(
  mutation: UseMutationResult<Saved, Error, Variables>,
  { back, savedNotice, failedMessage, onSaved }: SaveAndReturnOptions<Saved>,
) {
  const navigate = useNavigate();
  const save = (variables: Variables) =>
    mutation.mutate(variables, {
      onSuccess: (saved) => {
        onSaved?.();
        notifications.show(
          typeof savedNotice === 'string'
            ? { color: 'teal', message: savedNotice }
            : savedNotice(saved),
        );
        void navigate(back);
      },
    });

  return {
    save,
    formProps: {
      saving: mutation.isPending,
      failure: mutation.isError ? translateError(mutation.error) || failedMessage : null,
      onCancel: () => void navigate(back),
    },
  };
}
