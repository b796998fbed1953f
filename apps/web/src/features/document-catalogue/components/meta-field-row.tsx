import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragEvent, Ref } from 'react';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';
import { useRegistered } from '../../../components/form/use-registered';
import { META_FIELD_TYPES } from '@creditdesk/domain/documents/document-fields';
import { FIELD_CHECKS } from '@creditdesk/domain/document-catalogue/catalogue-rules';
import type { TypeFormValues } from './type-form-values';

/** The choice of no check, which the body leaves out. */
const NO_CHECK = 'none';

export interface MetaFieldRowProps {
  form: UseFormReturn<TypeFormValues, unknown, unknown>;
  index: number;
  count: number;
  /** What the row is called in its buttons' names: its label, or its number until it has one. */
  name: string;
  rowRef: Ref<HTMLDivElement>;
  onMove: (to: number, direction: 'up' | 'down') => void;
  onRemove: () => void;
  drag: {
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

const useFieldMessage = (form: MetaFieldRowProps['form'], path: string) => {
  const { message } = useTexts();
  const state = form.getFieldState(path as `formMetaData.${number}.options`, form.formState);
  return message(state.error?.message);
};

/** One field of a type's metadata form: label, name, type, check, required and its options. */
export function MetaFieldRow({
  form,
  index,
  count,
  name,
  rowRef,
  onMove,
  onRemove,
  drag,
}: MetaFieldRowProps) {
  const { t } = useTexts();
  const registered = useRegistered(form);
  const control = form.control as Control<TypeFormValues>;
  const path = `formMetaData.${index}` as const;
  const type = useWatch({ control, name: `${path}.type` });
  const optionsError = useFieldMessage(form, `${path}.options`);
  const checkError = useFieldMessage(form, `${path}.check`);
  const typeError = useFieldMessage(form, `${path}.type`);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      ref={rowRef}
      role="group"
      aria-label={t('documentCatalogue.fieldRow', { name })}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {/* The mouse's way to reorder; the keyboard's is the two buttons beside it. */}
          <Text
            component="span"
            draggable
            onDragStart={drag.onDragStart}
            c="dimmed"
            style={{ cursor: 'grab', display: 'flex' }}
            title={t('documentCatalogue.dragField')}
            aria-hidden
            data-drag-handle
          >
            <IconGripVertical size={18} />
          </Text>
          <Text size="sm" fw={500}>
            {t('documentCatalogue.fieldNumber', { number: index + 1 })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('documentCatalogue.moveUp', { name })}
            disabled={index === 0}
            data-move="up"
            onClick={() => onMove(index - 1, 'up')}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('documentCatalogue.moveDown', { name })}
            disabled={index === count - 1}
            data-move="down"
            onClick={() => onMove(index + 1, 'down')}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('documentCatalogue.removeField', { name })}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          withAsterisk
          label={t('documentCatalogue.fieldLabel')}
          {...registered(`${path}.label`)}
        />
        <TextField
          withAsterisk
          label={t('documentCatalogue.fieldName')}
          description={t('documentCatalogue.fieldNameDescription')}
          {...registered(`${path}.name`)}
        />
        <Controller
          control={control}
          name={`${path}.type`}
          render={({ field }) => (
            <Select
              withAsterisk
              label={t('documentCatalogue.fieldType')}
              data={META_FIELD_TYPES.map((kind) => ({
                value: kind,
                label: t(`documentCatalogue.fieldTypes.${kind}`),
              }))}
              allowDeselect={false}
              value={field.value ?? null}
              error={typeError}
              onChange={(next) => {
                field.onChange(next);
                // A check reads text and options belong to a choice: a new type drops them.
                if (next !== 'text') form.setValue(`${path}.check`, undefined);
                if (next !== 'option') form.setValue(`${path}.options`, undefined);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.check`}
          render={({ field }) => (
            <Select
              label={t('documentCatalogue.fieldCheck')}
              data={[NO_CHECK, ...FIELD_CHECKS].map((check) => ({
                value: check,
                label: t(`documentCatalogue.checks.${check}`),
              }))}
              allowDeselect={false}
              disabled={type !== 'text'}
              value={field.value ?? NO_CHECK}
              error={checkError}
              onChange={(next) => field.onChange(next === NO_CHECK ? undefined : next)}
            />
          )}
        />
      </SimpleGrid>
      {type === 'option' && (
        <Controller
          control={control}
          name={`${path}.options`}
          render={({ field }) => (
            <TagsInput
              mt="sm"
              withAsterisk
              label={t('documentCatalogue.fieldOptions')}
              description={t('documentCatalogue.fieldOptionsDescription')}
              value={field.value ?? []}
              error={optionsError}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name={`${path}.required`}
        render={({ field }) => (
          <Checkbox
            mt="sm"
            label={t('documentCatalogue.fieldRequired')}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </Paper>
  );
}
