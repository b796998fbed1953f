import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MetaFieldRow } from './meta-field-row';
import { EMPTY_FIELD, type TypeFormValues } from './type-form-values';

/** The button to focus once a moved row is drawn at its new place. */
interface PendingFocus {
  id: string;
  direction: 'up' | 'down';
}

/**
 * A type's fields in the order its upload form shows them: added, removed, and reordered with
 * the named Move up / Move down buttons (focus stays on the moved row) or by dragging a row.
 */
export function MetaFieldsEditor({
  form,
}: {
  form: UseFormReturn<TypeFormValues, unknown, unknown>;
}) {
  const { t } = useTranslation();
  const control = form.control as Control<TypeFormValues>;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'formMetaData' });
  const labels = useWatch({ control, name: 'formMetaData' }) ?? [];
  const rows = useRef(new Map<string, HTMLDivElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);
  const dragged = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const nameOf = (index: number) =>
    labels[index]?.label?.trim() || t('documentCatalogue.fieldNumber', { number: index + 1 });

  // The moved row keeps the focus; at the top or bottom its pressed button is disabled, so the
  // other one takes it.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = rows.current.get(pending.id);
    const other = pending.direction === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    button?.focus();
  });

  const moveRow = (from: number, to: number, direction?: 'up' | 'down') => {
    if (to < 0 || to >= fields.length || from === to) return;
    const name = nameOf(from);
    if (direction) pendingFocus.current = { id: fields[from]!.id, direction };
    move(from, to);
    setAnnouncement(
      t('documentCatalogue.fieldMoved', { name, position: to + 1, count: fields.length }),
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={500}>{t('documentCatalogue.fields')}</Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append({ ...EMPTY_FIELD })}
        >
          {t('documentCatalogue.addField')}
        </Button>
      </Group>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('documentCatalogue.noFields')}
        </Text>
      )}
      {fields.map((field, index) => (
        <MetaFieldRow
          key={field.id}
          form={form}
          index={index}
          count={fields.length}
          name={nameOf(index)}
          rowRef={(element) => {
            if (element) rows.current.set(field.id, element);
            else rows.current.delete(field.id);
          }}
          onMove={(to, direction) => moveRow(index, to, direction)}
          onRemove={() => {
            setAnnouncement(t('documentCatalogue.fieldRemoved', { name: nameOf(index) }));
            remove(index);
          }}
          drag={{
            onDragStart: (event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
              const row = rows.current.get(field.id);
              if (row) event.dataTransfer.setDragImage(row, 16, 16);
            },
            onDragOver: (event) => {
              if (dragged.current !== null) event.preventDefault();
            },
            onDrop: (event) => {
              event.preventDefault();
              if (dragged.current !== null) moveRow(dragged.current, index);
              dragged.current = null;
            },
          }}
        />
      ))}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
