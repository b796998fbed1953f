import type {
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleLineCompletionDot } from './completion-dot';
import { DocumentFileActions, type DocumentFileHandlers } from './document-file-actions';
import { MandatoryStar } from './document-category-nav';

export interface DocumentFileCardsProps {
  types: DocumentTypeNode[];
  /** The list's accessible name, the table's on a wider screen. */
  label: string;
  handlers: DocumentFileHandlers;
  /** A file's name, versions and marks, as its table cell shows them. */
  renderFile: (file: UploadedFile) => ReactNode;
  /** A file's metadata and data check, as its table cell shows them. */
  renderMeta: (type: DocumentTypeNode, file: UploadedFile) => ReactNode;
  renderNoFile: (type: DocumentTypeNode) => ReactNode;
}

/**
 * A category's types on a phone, one card each: its name and Upload, then 'No file' and its
 * deferral or each current file, then the removed ones, each file with its own actions and
 * metadata, so nothing needs a sideways swipe.
 */
export function DocumentFileCards({
  types,
  label,
  handlers,
  renderFile,
  renderMeta,
  renderNoFile,
}: DocumentFileCardsProps) {
  const { t } = useTranslation();
  if (types.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('documents.empty')}
      </Text>
    );
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {types.map((type) => (
        <Paper
          key={type._id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-document-type={type._id}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
                <TitleLineCompletionDot filled={type.filled} statusDocument={type.statusDocument} />
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {type.title}
                  {type.mandatory && <MandatoryStar />}
                </Text>
              </Group>
              <DocumentFileActions handlers={handlers} type={type} file={null} withUpload />
            </Group>
            {type.files.length === 0 && renderNoFile(type)}
            {[...type.files, ...type.removedFiles].map((file) => (
              <Stack key={file._id} gap={6}>
                <Divider />
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Box miw={0} style={{ flex: 1 }}>
                    {renderFile(file)}
                  </Box>
                  <DocumentFileActions
                    handlers={handlers}
                    type={type}
                    file={file}
                    withUpload={false}
                  />
                </Group>
                {renderMeta(type, file)}
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
