import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type {
  DocumentCategoryNode,
  DocumentStructure,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyTableRow } from '../../../components/ui/empty-table-row';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/use-message';
import { useDownloadDocumentFile } from '../api/download-document-file';
import type { DataMismatch } from '@creditdesk/domain/documents/debitur-checks';
import { CompletionDot, TitleLineCompletionDot } from './completion-dot';
import { DataMismatchMark } from './data-mismatch-mark';
import { MandatoryStar } from './document-category-nav';
import { DocumentFileActions, type DocumentFileHandlers } from './document-file-actions';
import { DocumentFileCards } from './document-file-cards';
import { DocumentFileCell, MetaList } from './document-file-cell';
import type { DocumentFormTarget } from './document-form-modal';
import { usePhoneLayout } from './use-phone-layout';

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
  /** Where the application's documents differ from the debitur: each file's row is marked. */
  mismatches?: readonly DataMismatch[];
}

/**
 * A category's types, each with its files, their versions, metadata and actions: a table, or on a
 * phone a card per type.
 */
export function DocumentFilesTable({
  category,
  decision,
  typeId,
  onShowAllTypes,
  canManage,
  onOpenForm,
  onRemove,
  renderNoFile,
  mismatches = [],
}: DocumentFilesTableProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const download = useDownloadDocumentFile();
  const [openVersions, setOpenVersions] = useState<string[]>([]);
  const shownTypes = category.children.filter((child) => !typeId || child._id === typeId);

  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      message: error.message ? translateError(error) : t('documents.loadFailed'),
    });

  const toggleVersions = (fileId: string) =>
    setOpenVersions((current) =>
      current.includes(fileId) ? current.filter((id) => id !== fileId) : [...current, fileId],
    );

  const handlers: DocumentFileHandlers = {
    category,
    canManage,
    download,
    onDownloadFailed: failed,
    onOpenForm,
    onRemove,
  };
  const fileCell = (file: UploadedFile) => (
    <DocumentFileCell
      file={file}
      versionsOpen={openVersions.includes(file._id)}
      onToggleVersions={() => toggleVersions(file._id)}
      onDownload={(fileId) => download.mutate(fileId, { onError: failed })}
    />
  );
  const metaCell = (type: DocumentTypeNode, file: UploadedFile) => (
    <Stack gap={6}>
      <MetaList type={type} file={file} />
      {!file.removed && (
        <DataMismatchMark
          mismatches={mismatches.filter(({ documentId }) => documentId === file._id)}
        />
      )}
    </Stack>
  );
  const label = t('documents.tableLabel', { category: category.title });

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
      {phone ? (
        <DocumentFileCards
          types={shownTypes}
          label={label}
          handlers={handlers}
          renderFile={fileCell}
          renderMeta={metaCell}
          renderNoFile={renderNoFile}
        />
      ) : (
        <Table aria-label={label} verticalSpacing="sm" striped layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('documents.columns.no')}</Table.Th>
              <Table.Th w="27%">{t('documents.columns.documentType')}</Table.Th>
              <Table.Th w="27%">{t('documents.columns.document')}</Table.Th>
              <Table.Th>{t('documents.columns.meta')}</Table.Th>
              {/* Four 28 px icons with their gaps, or a Download alone, and the cell's padding. */}
              <Table.Th w={canManage ? 140 : 56}>{t('common.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyTableRow columns={5} text={t('documents.empty')} py="md" />}
            {rows.map(({ type, file, first }, index) => {
              return (
                <Table.Tr key={file?._id ?? type._id} data-document-type={type._id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    {first ? (
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <TitleLineCompletionDot
                          filled={type.filled}
                          statusDocument={type.statusDocument}
                        />
                        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {type.title}
                          {type.mandatory && <MandatoryStar />}
                        </Text>
                      </Group>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{file ? fileCell(file) : renderNoFile(type)}</Table.Td>
                  <Table.Td>{file ? metaCell(type, file) : null}</Table.Td>
                  <Table.Td>
                    <DocumentFileActions
                      handlers={handlers}
                      type={type}
                      file={file}
                      withUpload={first}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
