import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_FILE_TYPES,
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  DEBITUR_PHOTO_TYPES,
  fileCategoriesOf,
  type Debitur,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Button, FileButton, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../../i18n/use-message';
import { FileLine, SlotLabelCell, SlotTableHead } from './document-slot-parts';

export interface DocumentSlot {
  key: string;
  label: string;
  /** Allowed extensions, lower case without the dot. */
  types: readonly string[];
}

export interface SlotFile {
  _id: string;
  name: string;
  category: string;
}

/** The document slots of a type; a Personal debitur also has the photo slot. */
export const documentSlotsOf = (type: DebiturType): DocumentSlot[] => [
  ...fileCategoriesOf(type).map((category) => ({ ...category, types: DEBITUR_FILE_TYPES })),
  ...(type === 'Personal'
    ? [{ key: DEBITUR_PHOTO_CATEGORY, label: 'Debitur Photo', types: DEBITUR_PHOTO_TYPES }]
    : []),
];

/** The debitur's files per slot: its documents and its current (newest, last) photo. */
export const slotFilesOf = (debitur: Debitur): SlotFile[] => {
  const photo = debitur.debiturPhoto.at(-1);
  return [
    ...debitur.uploadFile,
    ...(photo ? [{ ...photo, category: DEBITUR_PHOTO_CATEGORY }] : []),
  ];
};

/** A slot's name on screen: the document names are the spec's Indonesian; the photo is ours. */
export const slotLabel = (t: TFunction, slot: DocumentSlot) =>
  slot.key === DEBITUR_PHOTO_CATEGORY ? t('debiturs.debiturPhoto') : slot.label;

export const acceptOf = (slot: DocumentSlot) => slot.types.map((type) => `.${type}`).join(',');

/** The largest file a slot takes and the message that refuses a larger one. */
export interface FileLimit {
  maxBytes: number;
  tooLargeMessage: string;
}

/** The debitur area's own limit, 10 MB; a credit application's new debitur takes larger files. */
export const DEBITUR_FILE_LIMIT: FileLimit = {
  maxBytes: DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: DEBITUR_MESSAGES.fileTooLarge,
};

/** The message that refuses a file for the slot, or null; the server checks the bytes again. */
export const fileProblem = (
  file: File,
  slot: DocumentSlot,
  limit: FileLimit = DEBITUR_FILE_LIMIT,
): string | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !slot.types.includes(extension)) return DEBITUR_MESSAGES.fileType;
  if (file.size > limit.maxBytes) return limit.tooLargeMessage;
  return null;
};

export interface FilePickButtonProps {
  slot: DocumentSlot;
  label: string;
  disabled?: boolean;
  loading?: boolean;
  onPick: (file: File) => void;
}

/** Opens the file chooser for a slot; the input is reset so the same file can be picked again. */
export function FilePickButton({ slot, label, disabled, loading, onPick }: FilePickButtonProps) {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      onChange={(file) => {
        resetRef.current?.();
        if (file) onPick(file);
      }}
      resetRef={resetRef}
      accept={acceptOf(slot)}
      disabled={disabled}
      inputProps={{ 'aria-label': t('debiturs.uploadSlot', { slot: slotLabel(t, slot) }) }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          loading={loading}
          disabled={disabled}
          leftSection={<IconUpload size={14} />}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

export interface DocumentSlotsProps {
  slots: DocumentSlot[];
  /** Files the debitur already has. */
  existing: SlotFile[];
  /** New files by slot key, sent on submit. */
  staged: Record<string, File>;
  /** Ids of existing files marked for removal on submit. */
  removed: string[];
  onStage: (key: string, file: File) => void;
  onUnstage: (key: string) => void;
  onRemove: (fileId: string) => void;
  onRestore: (fileId: string) => void;
  limit?: FileLimit;
}

/** One row per slot where files are added, replaced, removed or restored until the form is submitted. */
export function DocumentSlots({
  slots,
  existing,
  staged,
  removed,
  onStage,
  onUnstage,
  onRemove,
  onRestore,
  limit,
}: DocumentSlotsProps) {
  const { t, message } = useTexts();
  const [problems, setProblems] = useState<Record<string, string | null>>({});

  const choose = (slot: DocumentSlot, file: File) => {
    const problem = fileProblem(file, slot, limit);
    setProblems((current) => ({ ...current, [slot.key]: problem }));
    if (!problem) onStage(slot.key, file);
  };

  return (
    <Table verticalSpacing="sm" withRowBorders>
      <SlotTableHead actionWidth={140} />
      <Table.Tbody>
        {slots.map((slot) => {
          const current = existing.filter((file) => file.category === slot.key);
          const newFile = staged[slot.key];
          const hasFile = !!newFile || current.some((file) => !removed.includes(file._id));
          return (
            <Table.Tr key={slot.key}>
              <SlotLabelCell label={slotLabel(t, slot)} />
              <Table.Td>
                <Stack gap={6}>
                  {current.map((file) =>
                    removed.includes(file._id) ? (
                      <FileLine
                        key={file._id}
                        name={file.name}
                        state="removed"
                        onAction={() => onRestore(file._id)}
                      />
                    ) : (
                      <FileLine
                        key={file._id}
                        name={file.name}
                        state={newFile ? 'replaced' : 'kept'}
                        onAction={() => onRemove(file._id)}
                      />
                    ),
                  )}
                  {newFile && (
                    <FileLine
                      name={newFile.name}
                      state="new"
                      onAction={() => onUnstage(slot.key)}
                    />
                  )}
                  {!current.length && !newFile && (
                    <Text size="sm" c="dimmed">
                      {t('debiturs.noFile')}
                    </Text>
                  )}
                  {problems[slot.key] && (
                    <Text size="xs" c="red" role="alert">
                      {message(problems[slot.key] ?? undefined)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <FilePickButton
                  slot={slot}
                  label={t(hasFile ? 'debiturs.replace' : 'debiturs.upload')}
                  onPick={(file) => choose(slot, file)}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
