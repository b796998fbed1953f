import type {
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { Anchor, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DocumentReadingMark } from './document-reading-mark';
import { usePhoneLayout } from './use-phone-layout';

/** Files of a replaced document: the earlier bytes, newest first, without the current ones. */
const earlierVersionsOf = (file: UploadedFile) =>
  file.versions.filter((version) => version._id !== file.versionId);

/** A phone's least target for a control in the file's text (WCAG 2.5.8); a table row keeps its lines. */
const usePhoneTarget = () => (usePhoneLayout() ? 24 : undefined);

/** A file's name that downloads it; `label` when the name alone would not say which bytes. */
function DownloadButton({
  onDownload,
  fileId,
  children,
  label,
}: {
  onDownload: (fileId: string) => void;
  fileId: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <UnstyledButton
      onClick={() => onDownload(fileId)}
      aria-label={label}
      mih={usePhoneTarget()}
      style={{ maxWidth: '100%' }}
    >
      {children}
    </UnstyledButton>
  );
}

interface DecisionMarkProps {
  file: UploadedFile;
  onDownload: (fileId: string) => void;
}

/** What a file says of the decision: the version it saw, or that it came after it. */
function DecisionMark({ file, onDownload }: DecisionMarkProps) {
  const { t } = useTranslation();
  if (file.addedAfterDecision)
    return <StatusBadge status={t('documents.decision.addedAfter')} colour="warning" />;
  if (!file.decidedVersionId) return null;
  if (file.decidedVersionId === file.versionId)
    return <StatusBadge status={t('documents.decision.decidedVersion')} colour="success" />;
  const seen = file.versions.find((version) => version._id === file.decidedVersionId);
  const name = seen?.name ?? file.name;
  const moment = toBusinessDateTime(seen?.created ?? file.created);
  return (
    <DownloadButton
      onDownload={onDownload}
      fileId={file.decidedVersionId}
      label={t('documents.downloadVersion', { name, moment })}
    >
      <Text size="xs" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
        {t('documents.decision.sawVersion', { name, moment })}
      </Text>
    </DownloadButton>
  );
}

/** A file's metadata of its type's fields, each labelled; '-' when none is filled. */
export const MetaList = ({ type, file }: { type: DocumentTypeNode; file: UploadedFile }) => {
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

export interface DocumentFileCellProps {
  file: UploadedFile;
  /** Whether the file's earlier versions are listed; the table keeps it across its filters. */
  versionsOpen: boolean;
  onToggleVersions: () => void;
  onDownload: (fileId: string) => void;
}

/**
 * A file in its row: its name that downloads it, when and by whom, its removal, what it says of
 * the decision, and its earlier versions behind a toggle.
 */
export function DocumentFileCell({
  file,
  versionsOpen,
  onToggleVersions,
  onDownload,
}: DocumentFileCellProps) {
  const { t } = useTranslation();
  const versions = earlierVersionsOf(file);
  const target = usePhoneTarget();
  return (
    <Stack gap={4}>
      {file.removed && (
        <Group gap={6}>
          <StatusBadge status={t('documents.removed')} colour="secondary" />
        </Group>
      )}
      <DownloadButton onDownload={onDownload} fileId={file._id}>
        <Text
          size="sm"
          c={file.removed ? 'dimmed' : 'navy.7'}
          fw={500}
          td={file.removed ? 'line-through' : undefined}
          truncate="end"
          title={file.name}
        >
          {file.name}
        </Text>
      </DownloadButton>
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
      <DecisionMark file={file} onDownload={onDownload} />
      {!file.removed && <DocumentReadingMark documentId={file._id} />}
      {versions.length > 0 && (
        <>
          <Anchor
            component="button"
            type="button"
            size="xs"
            mih={target}
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={versionsOpen}
            onClick={onToggleVersions}
          >
            {t('documents.versions', { total: versions.length })}
          </Anchor>
          <Collapse expanded={versionsOpen}>
            <Stack gap={2}>
              {versions.map((version) => (
                // On a phone's card the moment goes under the name rather than past the edge.
                <Group key={version._id} gap={4} wrap={target ? 'wrap' : 'nowrap'}>
                  <DownloadButton
                    onDownload={onDownload}
                    fileId={version._id}
                    label={t('documents.downloadVersion', {
                      name: version.name,
                      moment: toBusinessDateTime(version.created),
                    })}
                  >
                    <Text size="xs" c="navy.7" truncate="end" title={version.name}>
                      {version.name}
                    </Text>
                  </DownloadButton>
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
  );
}
