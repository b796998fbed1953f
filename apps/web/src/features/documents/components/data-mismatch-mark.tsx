import type { DataMismatch } from '@creditdesk/domain/documents/debitur-checks';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-message';

/**
 * A file's amber mark when its metadata differs from the debitur: the badge's word and each
 * difference in text, so neither colour nor a tooltip carries it alone.
 */
export function DataMismatchMark({ mismatches }: { mismatches: readonly DataMismatch[] }) {
  const { t, message } = useTexts();
  if (!mismatches.length) return null;
  return (
    <Stack gap={2} role="group" aria-label={t('documents.dataMismatch.label')}>
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={14} color="var(--mantine-color-orange-9)" aria-hidden />
        <Text size="xs" fw={600} c="orange.9">
          {t('documents.dataMismatch.badge')}
        </Text>
      </Group>
      {mismatches.map((mismatch) => (
        <Text key={mismatch.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {message(mismatch.message.code, mismatch.message.code, mismatch.message.params)}
        </Text>
      ))}
    </Stack>
  );
}
