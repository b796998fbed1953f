import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface RecordActionsProps {
  /** Shown when given (the user may update): the record's edit page. */
  editHref?: string;
  /** The delete button's text, as the spec names it ('Delete Group'). */
  deleteLabel: string;
  /** Shown when given (the user may delete): opens the delete confirmation. */
  onDelete?: () => void;
  /** The page's own actions, before Edit (Back, Resend Invitation). */
  children?: ReactNode;
}

/** The header actions of a record's detail page: its own, then Edit, then Delete. */
export function RecordActions({ editHref, deleteLabel, onDelete, children }: RecordActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      {editHref && (
        <Button
          component={Link}
          to={editHref}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t('kit.edit')}
        </Button>
      )}
      {onDelete && <DeleteRecordButton label={deleteLabel} onClick={onDelete} />}
    </>
  );
}

/** A detail page's Delete: red, light, with the bin, named as the spec names it. */
export function DeleteRecordButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}
