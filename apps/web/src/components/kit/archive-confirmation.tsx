import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, ErrorModal } from '../ui/confirm-modal';

/** The catalogue entries of an archive question and its failure: title, message, description, confirm, failed. */
export type ArchiveTexts =
  | 'creditApplications.archive'
  | 'creditApplications.unarchive'
  | 'debiturs.archive'
  | 'debiturs.unarchive';

export interface ArchiveConfirmationProps<Row> {
  /** The row asked about; the question is open while there is one. */
  row: Row | null;
  onClose: () => void;
  texts: ArchiveTexts;
  onConfirm: (row: Row) => Promise<unknown>;
  loading: boolean;
  /** The sentence the failure modal shows for a refusal. */
  describeError: (error: unknown) => string;
}

/** The archive (or unarchive) question of a list row, then the refusal in a modal when it fails. */
export function ArchiveConfirmation<Row>({
  row,
  onClose,
  texts,
  onConfirm,
  loading,
  describeError,
}: ArchiveConfirmationProps<Row>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await onConfirm(row!);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      onClose();
    }
  };

  return (
    <>
      <ConfirmModal
        opened={!!row}
        onClose={onClose}
        onConfirm={() => void confirm()}
        title={t(`${texts}.title`)}
        message={t(`${texts}.message`)}
        description={t(`${texts}.description`)}
        confirmLabel={t(`${texts}.confirm`)}
        variant="warning"
        loading={loading}
      />
      <ErrorModal
        opened={!!error}
        onClose={() => setError(null)}
        title={t(`${texts}.failed`)}
        message={error ?? ''}
      />
    </>
  );
}
