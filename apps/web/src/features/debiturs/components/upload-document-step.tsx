import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Stack, Text } from '@mantine/core';
import { documentSlotsOf, DocumentSlots, slotFilesOf } from './document-slots';

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
}

/** Step 3: the type's document slots (and the photo for Personal); nothing is sent before submit. */
export function UploadDocumentStep({ type, debitur, staged, onChange }: UploadDocumentStepProps) {
  const { added, removed } = staged;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Optional. PDF, JPEG, JPG or PNG up to 10 MB; the photo accepts images only.
      </Text>
      <DocumentSlots
        slots={documentSlotsOf(type)}
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
