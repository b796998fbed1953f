import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { useState } from 'react';
import { translateError, useTexts } from '../../i18n/use-message';
import { ErrorModal } from './confirm-modal';

/**
 * A screen's failure in the Error modal under `title`; closing it forgets the failure. Render
 * `modal` where the screen's dialogs stand.
 */
export function useFailureModal(title: string) {
  const { message } = useTexts();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    /** Opens it with a sentence, or a domain code shown in the user's language. */
    show: setFailure,
    /** A refused call: the server's message, or the spec's 'in use' when it named none. */
    refused: (error: Error) =>
      setFailure(error.message ? translateError(error) : REQUEST_MESSAGES.inUse),
    modal: (
      <ErrorModal
        opened={!!failure}
        onClose={() => setFailure(null)}
        title={title}
        message={failure ? message(failure) : ''}
      />
    ),
  };
}
