import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RecordActions } from '../../components/kit/record-actions';
import type { DeleteTexts } from '../../components/kit/resource-table';
import { DeleteConfirmation } from '../../components/ui/delete-confirmation';
import { deleteConfirmationTexts } from '../../components/kit/use-delete-texts';
import { PageHeader } from '../../components/ui/page-header';
import { LoadedRecord } from './loaded-record';

export interface RecordDetailPageProps<Record> {
  query: UseQueryResult<Record, Error>;
  title: string;
  /** The record's name under the title. */
  subtitle: (record: Record) => string | null | undefined;
  /** The page's own header buttons, before Edit (Back, Resend Invitation). */
  actions?: ReactNode;
  /** Shown when given (the user may update the record): its edit page. */
  editHref?: string;
  /** The delete button's text where the spec names it otherwise than the confirmation's title. */
  deleteLabel?: string;
  /** The user may delete the record: the header shows Delete. */
  canDelete: boolean;
  deleteTexts: DeleteTexts;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  /** The page's cards, stacked. */
  children: (record: Record) => ReactNode;
}

/**
 * The detail page of one record: the header with the record's name, its own buttons, Edit and
 * Delete, the cards, and the delete confirmation with its refusals.
 */
export function RecordDetailPage<Record>({
  query,
  title,
  subtitle,
  actions,
  editHref,
  deleteTexts,
  deleteLabel = deleteTexts.deleteTitle,
  canDelete,
  onDelete,
  onDeleted,
  children,
}: RecordDetailPageProps<Record>) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <>
      <LoadedRecord query={query}>
        {(record) => (
          <>
            <PageHeader
              title={title}
              subtitle={subtitle(record)}
              actions={
                <RecordActions
                  editHref={editHref}
                  deleteLabel={deleteLabel}
                  onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
                >
                  {actions}
                </RecordActions>
              }
            />
            <Stack gap="lg">{children(record)}</Stack>
          </>
        )}
      </LoadedRecord>
      {/* Outside the record so the flow survives the detail's refetch failing once it is deleted. */}
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        {...deleteConfirmationTexts(deleteTexts)}
        onConfirm={onDelete}
        onDeleted={onDeleted}
      />
    </>
  );
}
