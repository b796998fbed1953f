import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, ErrorModal } from '../ui/confirm-modal';
import { RowIconButton } from './row-icon-button';

/** The modules whose lists archive rows, each with `archive` and `unarchive` texts in its catalogue. */
export type ArchiveModule = 'creditApplications' | 'debiturs';

/** The catalogue entries of an archive question and its failure: title, message, description, confirm, confirmRow, failed. */
type ArchiveTexts = `${ArchiveModule}.${'archive' | 'unarchive'}`;

export interface RowArchiveOptions<Row> {
  module: ArchiveModule;
  /** The list shows the archived rows: its icon unarchives. */
  isArchive: boolean;
  /** What a row is called in its icon's accessible name ('Archive CA-0001'). */
  nameOf: (row: Row) => string;
  archive: {
    mutateAsync: (change: { id: string; isArchive: boolean }) => Promise<unknown>;
    isPending: boolean;
  };
  describeError: (error: unknown) => string;
}

/**
 * A list's archive (or unarchive) icon for a row, the question it opens, then the refusal in a
 * modal when the change fails.
 */
export function useRowArchive<Row extends { _id: string }>({
  module,
  isArchive,
  nameOf,
  archive,
  describeError,
}: RowArchiveOptions<Row>) {
  const { t } = useTranslation();
  const [archiving, setArchiving] = useState<Row | null>(null);
  // The question by direction: the spec names only the action, these texts are ours.
  const texts: ArchiveTexts = `${module}.${isArchive ? 'unarchive' : 'archive'}`;
  const [error, setError] = useState<string | null>(null);

  const confirm = async (row: Row) => {
    try {
      await archive.mutateAsync({ id: row._id, isArchive: !isArchive });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setArchiving(null);
    }
  };

  return {
    icon: (row: Row) => (
      <RowIconButton
        label={t(`${texts}.confirm`)}
        rowLabel={t(`${texts}.confirmRow`, { name: nameOf(row) })}
        icon={isArchive ? IconArchiveOff : IconArchive}
        color="orange"
        onClick={() => setArchiving(row)}
      />
    ),
    confirmation: (
      <>
        <ConfirmModal
          opened={!!archiving}
          onClose={() => setArchiving(null)}
          onConfirm={() => archiving && void confirm(archiving)}
          title={t(`${texts}.title`)}
          message={t(`${texts}.message`)}
          description={t(`${texts}.description`)}
          confirmLabel={t(`${texts}.confirm`)}
          variant="warning"
          loading={archive.isPending}
        />
        <ErrorModal
          opened={!!error}
          onClose={() => setError(null)}
          title={t(`${texts}.failed`)}
          message={error ?? ''}
        />
      </>
    ),
  };
}
