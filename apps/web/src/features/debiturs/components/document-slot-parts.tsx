import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Document and File headings of a slot table, then its action column. */
export function SlotTableHead({ action, actionWidth }: { action?: string; actionWidth: number }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w="25%">{t('debiturs.document')}</Table.Th>
        <Table.Th>{t('debiturs.file')}</Table.Th>
        <Table.Th w={actionWidth}>{action}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** A slot row's first cell: the slot's name. */
export function SlotLabelCell({ label }: { label: string }) {
  return (
    <Table.Td>
      <Text size="sm" fw={500}>
        {label}
      </Text>
    </Table.Td>
  );
}

export interface FileLineProps {
  name: string;
  /**
   * 'kept': stays; 'replaced': dimmed, a staged file takes its place; 'removed': struck through,
   * restorable; 'new': staged. All but 'removed' offer Remove.
   */
  state: 'kept' | 'replaced' | 'removed' | 'new';
  onAction: () => void;
}

/** A file's line in a slot, with Remove or Restore; nothing is sent until the form is submitted. */
export function FileLine({ name, state, onAction }: FileLineProps) {
  const { t } = useTranslation();
  const removed = state === 'removed';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        size="sm"
        c={removed || state === 'replaced' ? 'dimmed' : undefined}
        td={removed ? 'line-through' : undefined}
      >
        {name}
      </Text>
      {state === 'replaced' && (
        <Badge size="xs" variant="light" color="gray">
          {t('debiturs.replacedOnSubmit')}
        </Badge>
      )}
      {state === 'new' && (
        <Badge size="xs" variant="light">
          {t('debiturs.newFile')}
        </Badge>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        color={removed ? undefined : 'red'}
        leftSection={removed ? <IconArrowBackUp size={14} /> : <IconTrash size={14} />}
        aria-label={t(removed ? 'debiturs.restoreFile' : 'debiturs.removeFile', { name })}
        onClick={onAction}
      >
        {t(removed ? 'debiturs.restore' : 'debiturs.remove')}
      </Button>
    </Group>
  );
}
