import { READING_MESSAGES } from '@creditdesk/domain/documents/document-readings';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useMessage } from '../../../i18n/use-message';
import { useFileReading } from './document-readings-context';

/**
 * What reading a file's current version came to, under its name: 'Reading…' while a reader is
 * at it, 'Could not be read', and each number that is not the debitur's. A file read without a
 * mismatch shows nothing: the metadata form shows what was read.
 */
export function DocumentReadingMark({ documentId }: { documentId: string }) {
  const message = useMessage();
  const reading = useFileReading(documentId);
  if (!reading) return null;
  if (reading.state === 'pending')
    return <StatusBadge status={message(READING_MESSAGES.pending)} colour="secondary" />;
  if (reading.state === 'unreadable')
    return <StatusBadge status={message(READING_MESSAGES.unreadable)} colour="secondary" />;
  if (reading.flags.length === 0) return null;
  return (
    <Stack gap={2}>
      {reading.flags.map((flag) => (
        <Group key={flag.code} gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-8)" />
          <Text size="xs" c="orange.9" role="status" style={{ overflowWrap: 'anywhere' }}>
            {message(flag.code, flag.code, flag.params)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
