import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Edit Jawa Barat'). */
  name: string;
  /** Shown when given: the row's edit page. */
  editHref?: string;
  /** Shown when given: opens the delete confirmation. */
  onDelete?: () => void;
}

/** The edit and delete icons of a list row. */
export function RowActions({ name, editHref, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {editHref && (
        <Tooltip label={t('kit.edit')}>
          <ActionIcon
            component={Link}
            to={editHref}
            variant="subtle"
            aria-label={t('kit.editRow', { name })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('kit.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('kit.deleteRow', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
