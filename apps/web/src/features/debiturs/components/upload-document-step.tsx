import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Stack, Text } from '@mantine/core';
import {
  DEBITUR_FILE_LIMIT,
  documentSlotsOf,
  DocumentSlots,
  slotFilesOf,
  type FileLimit,
} from './document-slots';
import { useTranslation } from 'react-i18next';

const BYTES_PER_MB = 1048576;

export interface StagedFiles {
  /** New files by slot key. */
  added: Record<string, File>;
  /** Ids of existing files to remove. */
  removed: string[];
}

export const NO_STAGED_FILES: StagedFiles = { added: {}, removed: [] };

export interface UploadDocumentStepProps {
  type: DebiturType;
  debitur?: Debitur;
  staged: StagedFiles;
  onChange: (staged: StagedFiles) => void;
  limit?: FileLimit;
}

/** Step 3: the type's document slots (and the photo for Personal); nothing is sent before submit. */
export function UploadDocumentStep({
  type,
  debitur,
  staged,
  onChange,
  limit = DEBITUR_FILE_LIMIT,
}: UploadDocumentStepProps) {
  const { t } = useTranslation();
  const { added, removed } = staged;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('debiturs.uploadHint', { size: limit.maxBytes / BYTES_PER_MB })}
      </Text>
      <DocumentSlots
        slots={documentSlotsOf(type)}
        limit={limit}
        existing={debitur ? slotFilesOf(debitur) : []}
        staged={added}
        removed={removed}
        onStage={(key, file) => onChange({ added: { ...added, [key]: file }, removed })}
        onUnstage={(key) =>
          onChange({
            added: Object.fromEntries(Object.entries(added).filter(([slot]) => slot !== key)),
            removed,
          })
        }
        onRemove={(fileId) => onChange({ added, removed: [...removed, fileId] })}
        onRestore={(fileId) =>
          onChange({ added, removed: removed.filter((removedId) => removedId !== fileId) })
        }
      />
    </Stack>
  );
}
