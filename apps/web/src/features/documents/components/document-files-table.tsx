import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type {
  DocumentCategoryNode,
  DocumentStructure,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import {
  Anchor,
  Box,
  Collapse,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { FileDownloadIcon, RowIconButton } from '../../../components/kit/row-icon-button';
import { EmptyTableRow } from '../../../components/ui/empty-table-row';
import { StatusBadge } from '../../../components/ui/status-badge';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/use-message';
import { useDownloadDocumentFile } from '../api/download-document-file';
import { CompletionDot } from './completion-dot';
import { MandatoryStar } from './document-category-nav';
import type { DocumentFormTarget } from './document-form-modal';

/** Files of a replaced document: the earlier bytes, newest first, without the current ones. */
const earlierVersionsOf = (file: UploadedFile) =>
  file.versions.filter((version) => version._id !== file.versionId);

interface Row {
  type: DocumentTypeNode;
  file: UploadedFile | null;
  /** The first row of its type carries the type's name and its Upload action. */
  first: boolean;
}

/**
 * Each type's current files (or its 'No file' row), then the files removed after submission:
 * those stay listed, downloadable, without actions.
 */
const rowsOf = (types: DocumentTypeNode[]): Row[] =>
  types.flatMap((type): Row[] => [
    ...(type.files.length
      ? type.files.map((file, index) => ({ type, file, first: index === 0 }))
      : [{ type, file: null, first: true }]),
    ...type.removedFiles.map((file) => ({ type, file, first: false })),
  ]);

const MetaList = ({ type, file }: { type: DocumentTypeNode; file: UploadedFile }) => {
  const filled = type.formMetaData.filter((field) => file.metadata[field.name]);
  if (!filled.length)
    return (
      <Text size="xs" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={2}>
      {filled.map((field) => (
        <Text key={field.name} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {field.label}:
          </Text>{' '}
          {file.metadata[field.name]}
        </Text>
      ))}
    </Stack>
  );
};

export interface DocumentFilesTableProps {
  category: DocumentCategoryNode;
  /** The application's latest review decision, whose versions the files mark. */
  decision: DocumentStructure['decision'];
  /** The one type chosen in the menu, or null for all of the category's types. */
  typeId: string | null;
  onShowAllTypes: () => void;
  canManage: boolean;
  onOpenForm: (target: DocumentFormTarget) => void;
  onRemove: (type: DocumentTypeNode, file: UploadedFile) => void;
  /** A type's cell without a file: 'No file' and its deferral (TBO). */
  renderNoFile: (type: DocumentTypeNode) => ReactNode;
}

/** A category's types, each with its files, their versions, metadata and actions. */
export function DocumentFilesTable({
  category,
  decision,
  typeId,
  onShowAllTypes,
  canManage,
  onOpenForm,
  onRemove,
  renderNoFile,
}: DocumentFilesTableProps) {
  const { t } = useTranslation();
  const download = useDownloadDocumentFile();
  const [openVersions, setOpenVersions] = useState<string[]>([]);
  const shownTypes = category.children.filter((child) => !typeId || child._id === typeId);

  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      message: error.message ? translateError(error) : t('documents.loadFailed'),
    });

  /** A file's name that downloads it; `label` when the name alone would not say which bytes. */
  const downloadButton = (fileId: string, children: ReactNode, label?: string) => (
    <UnstyledButton
      onClick={() => download.mutate(fileId, { onError: failed })}
      aria-label={label}
      style={{ maxWidth: '100%' }}
    >
      {children}
    </UnstyledButton>
  );

  /** What a file says of the decision: the version it saw, or that it came after it. */
  const decisionMark = (file: UploadedFile) => {
    if (file.addedAfterDecision)
      return <StatusBadge status={t('documents.decision.addedAfter')} colour="warning" />;
    if (!file.decidedVersionId) return null;
    if (file.decidedVersionId === file.versionId)
      return <StatusBadge status={t('documents.decision.decidedVersion')} colour="success" />;
    const seen = file.versions.find((version) => version._id === file.decidedVersionId);
    const name = seen?.name ?? file.name;
    const moment = toBusinessDateTime(seen?.created ?? file.created);
    return downloadButton(
      file.decidedVersionId,
      <Text size="xs" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
        {t('documents.decision.sawVersion', { name, moment })}
      </Text>,
      t('documents.downloadVersion', { name, moment }),
    );
  };

  const rows = rowsOf(shownTypes);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <CompletionDot filled={category.filled} statusDocument={category.statusDocument} />
        <Title order={3} size="h6">
          {category.title}
        </Title>
        {typeId && (
          <Anchor component="button" type="button" size="sm" onClick={onShowAllTypes}>
            {t('documents.showAllTypes')}
          </Anchor>
        )}
      </Group>
      {decision && (
        <Text size="sm" c="dimmed">
          {t('documents.decision.line', {
            action: t(`documents.decision.${decision.action}`),
            moment: toBusinessDateTime(decision.decided),
            name: decision.decidedBy.name,
          })}
        </Text>
      )}
      <Table
        aria-label={t('documents.tableLabel', { category: category.title })}
        verticalSpacing="sm"
        striped
        layout="fixed"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('documents.columns.no')}</Table.Th>
            <Table.Th w="27%">{t('documents.columns.documentType')}</Table.Th>
            <Table.Th w="27%">{t('documents.columns.document')}</Table.Th>
            <Table.Th>{t('documents.columns.meta')}</Table.Th>
            <Table.Th w={canManage ? 116 : 56}>{t('common.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyTableRow columns={5} text={t('documents.empty')} py="md" />}
          {rows.map(({ type, file, first }, index) => {
            const versions = file ? earlierVersionsOf(file) : [];
            const versionsOpen = !!file && openVersions.includes(file._id);
            return (
              <Table.Tr key={file?._id ?? type._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {first ? (
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Box pt={5}>
                        <CompletionDot filled={type.filled} statusDocument={type.statusDocument} />
                      </Box>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {type.title}
                        {type.mandatory && <MandatoryStar />}
                      </Text>
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {file ? (
                    <Stack gap={4}>
                      {file.removed && (
                        <Group gap={6}>
                          <StatusBadge status={t('documents.removed')} colour="secondary" />
                        </Group>
                      )}
                      {downloadButton(
                        file._id,
                        <Text
                          size="sm"
                          c={file.removed ? 'dimmed' : 'navy.7'}
                          fw={500}
                          td={file.removed ? 'line-through' : undefined}
                          truncate="end"
                          title={file.name}
                        >
                          {file.name}
                        </Text>,
                      )}
                      <Text size="xs" c="dimmed">
                        {toBusinessDateTime(file.modified)} · {file.createdBy.name}
                      </Text>
                      {file.removed && (
                        <Text size="xs" c="dimmed">
                          {t('documents.removedBy', {
                            moment: toBusinessDateTime(file.removed.at),
                            name: file.removed.by.name,
                          })}
                        </Text>
                      )}
                      {decisionMark(file)}
                      {versions.length > 0 && (
                        <>
                          <Anchor
                            component="button"
                            type="button"
                            size="xs"
                            style={{ alignSelf: 'flex-start' }}
                            aria-expanded={versionsOpen}
                            onClick={() =>
                              setOpenVersions((current) =>
                                versionsOpen
                                  ? current.filter((id) => id !== file._id)
                                  : [...current, file._id],
                              )
                            }
                          >
                            {t('documents.versions', { total: versions.length })}
                          </Anchor>
                          <Collapse expanded={versionsOpen}>
                            <Stack gap={2}>
                              {versions.map((version) => (
                                <Group key={version._id} gap={4} wrap="nowrap">
                                  {downloadButton(
                                    version._id,
                                    <Text size="xs" c="navy.7" truncate="end" title={version.name}>
                                      {version.name}
                                    </Text>,
                                    t('documents.downloadVersion', {
                                      name: version.name,
                                      moment: toBusinessDateTime(version.created),
                                    }),
                                  )}
                                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                                    {toBusinessDateTime(version.created)} · {version.createdBy.name}
                                  </Text>
                                </Group>
                              ))}
                            </Stack>
                          </Collapse>
                        </>
                      )}
                    </Stack>
                  ) : (
                    renderNoFile(type)
                  )}
                </Table.Td>
                <Table.Td>{file ? <MetaList type={type} file={file} /> : null}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    {file && <FileDownloadIcon file={file} download={download} onError={failed} />}
                    {canManage && first && (
                      <RowIconButton
                        label={t('documents.upload')}
                        rowLabel={t('documents.uploadType', { type: type.title })}
                        icon={IconUpload}
                        onClick={() => onOpenForm({ mode: 'upload', category, type })}
                      />
                    )}
                    {canManage && file && !file.removed && (
                      <RowIconButton
                        label={t('documents.edit')}
                        rowLabel={t('documents.editFile', { name: file.name })}
                        icon={IconPencil}
                        onClick={() => onOpenForm({ mode: 'edit', category, type, file })}
                      />
                    )}
                    {canManage && file && !file.removed && (
                      <RowIconButton
                        label={t('documents.delete')}
                        rowLabel={t('documents.deleteFile', { name: file.name })}
                        icon={IconTrash}
                        color="red"
                        onClick={() => onRemove(type, file)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
