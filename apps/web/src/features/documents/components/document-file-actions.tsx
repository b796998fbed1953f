import type {
  DocumentCategoryNode,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { Group } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDownloadIcon, RowIconButton } from '../../../components/kit/row-icon-button';
import type { useDownloadDocumentFile } from '../api/download-document-file';
import type { DocumentFormTarget } from './document-form-modal';

/** What a category's rows (or, on a phone, its cards) act with: the same for each of them. */
export interface DocumentFileHandlers {
  category: DocumentCategoryNode;
  canManage: boolean;
  download: ReturnType<typeof useDownloadDocumentFile>;
  onDownloadFailed: (error: Error) => void;
  onOpenForm: (target: DocumentFormTarget) => void;
  onRemove: (type: DocumentTypeNode, file: UploadedFile) => void;
}

export interface DocumentFileActionsProps {
  handlers: DocumentFileHandlers;
  type: DocumentTypeNode;
  file: UploadedFile | null;
  /** The type's Upload too: once a type, on its first row or at the top of its card. */
  withUpload: boolean;
}

/**
 * A file's icons: Download for everyone; Upload of its type, Edit and Delete of a file not removed
 * for the one who manages the documents. Each is 28 px square, a finger's reach on a phone too.
 */
export function DocumentFileActions({
  handlers,
  type,
  file,
  withUpload,
}: DocumentFileActionsProps) {
  const { t } = useTranslation();
  const { category, canManage, download, onDownloadFailed, onOpenForm, onRemove } = handlers;
  const changeable = canManage && file && !file.removed;
  return (
    <Group gap={2} wrap="nowrap">
      {file && <FileDownloadIcon file={file} download={download} onError={onDownloadFailed} />}
      {canManage && withUpload && (
        <RowIconButton
          label={t('documents.upload')}
          rowLabel={t('documents.uploadType', { type: type.title })}
          icon={IconUpload}
          onClick={() => onOpenForm({ mode: 'upload', category, type })}
        />
      )}
      {changeable && (
        <RowIconButton
          label={t('documents.edit')}
          rowLabel={t('documents.editFile', { name: file.name })}
          icon={IconPencil}
          onClick={() => onOpenForm({ mode: 'edit', category, type, file })}
        />
      )}
      {changeable && (
        <RowIconButton
          label={t('documents.delete')}
          rowLabel={t('documents.deleteFile', { name: file.name })}
          icon={IconTrash}
          color="red"
          onClick={() => onRemove(type, file)}
        />
      )}
    </Group>
  );
}
