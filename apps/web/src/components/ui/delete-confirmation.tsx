import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../i18n/use-message';
import { isApiError } from '../../lib/api-client';
import { CannotDeleteModal, ConfirmModal, ErrorModal } from './confirm-modal';

export interface DeleteConfirmationProps {
  opened: boolean;
  onClose: () => void;
  /** 'Delete Group' */
  title: string;
  /** 'Are you sure want to delete this group?' */
  message: string;
  /** 'Once you delete, all data in this group cannot be restored' */
  description: string;
  /** Deletes; a 409 answer opens 'Cannot Delete Data', any other failure an error with its message. */
  onConfirm: () => Promise<unknown>;
  onDeleted?: () => void;
}

/** The delete flow of every record: confirm, delete, and explain a refusal. */
export function DeleteConfirmation({
  opened,
  onClose,
  title,
  message,
  description,
  onConfirm,
  onDeleted,
}: DeleteConfirmationProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<{
    inUse: boolean;
    message: string;
    ownReason: boolean;
  } | null>(null);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      onClose();
      onDeleted?.();
    } catch (error) {
      onClose();
      const inUse = isApiError(error) && error.status === 409;
      setFailure({
        inUse,
        message: error instanceof Error ? translateError(error) : t('kit.deleteFailed'),
        // A 409 naming its own reason (a tier whose removal leaves a gap) says it.
        ownReason: inUse && !!error.code && error.code !== REQUEST_MESSAGES.inUse,
      });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ConfirmModal
        opened={opened}
        onClose={onClose}
        onConfirm={() => void confirm()}
        title={title}
        message={message}
        description={description}
        confirmLabel={t('kit.delete')}
        variant="error"
        loading={deleting}
      />
      <CannotDeleteModal
        opened={!!failure?.inUse}
        onClose={() => setFailure(null)}
        reason={failure?.ownReason ? failure.message : undefined}
      />
      <ErrorModal
        opened={!!failure && !failure.inUse}
        onClose={() => setFailure(null)}
        title={t('kit.deleteFailedTitle')}
        message={failure?.message ?? ''}
      />
    </>
  );
}
