import { Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowIconButton } from '../kit/row-icon-button';

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Edit Jawa Barat'). */
  name: string;
  /** Shown when given: the row's edit page. */
  editHref?: string;
  /** Shown when given: opens the delete confirmation. */
  onDelete?: () => void;
  /** A list's own icons, between edit and delete (a debitur's archive). */
  children?: ReactNode;
}

/** The edit and delete icons of a list row. */
export function RowActions({ name, editHref, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {editHref && (
        <RowIconButton
          label={t('kit.edit')}
          rowLabel={t('kit.editRow', { name })}
          icon={IconPencil}
          to={editHref}
        />
      )}
      {children}
      {onDelete && (
        <RowIconButton
          label={t('kit.delete')}
          rowLabel={t('kit.deleteRow', { name })}
          icon={IconTrash}
          color="red"
          onClick={onDelete}
        />
      )}
    </Group>
  );
}
