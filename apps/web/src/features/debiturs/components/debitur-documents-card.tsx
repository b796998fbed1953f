import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { ActionIcon, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal, ErrorModal } from '../../../components/ui/confirm-modal';
import { useDeleteDebiturFile } from '../api/delete-debitur-file';
import { useDownloadDebiturFile } from '../api/download-debitur-file';
import { useUpdateDebiturFiles } from '../api/update-debitur-files';
import {
  DEBITUR_FILE_LIMIT,
  documentSlotsOf,
  FilePickButton,
  fileProblem,
  slotFilesOf,
  type DocumentSlot,
  type SlotFile,
} from './document-slots';

export interface DebiturDocumentsCardProps {
  debitur: Debitur;
  /** Update permission: upload and remove. Download only needs Read. */
  canUpdate: boolean;
}

const failed = (error: Error) => notifications.show({ color: 'red', message: error.message });

/** Document Management System: one row per slot to upload, download or remove its file. */
export function DebiturDocumentsCard({ debitur, canUpdate }: DebiturDocumentsCardProps) {
  const upload = useUpdateDebiturFiles();
  const download = useDownloadDebiturFile();
  const removeFile = useDeleteDebiturFile();
  const [removing, setRemoving] = useState<SlotFile | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const files = slotFilesOf(debitur);

  const pick = (slot: DocumentSlot, file: File) => {
    const problem = fileProblem(file, slot, {
      ...DEBITUR_FILE_LIMIT,
      tooLargeMessage: DEBITUR_MESSAGES.detailFileTooLarge,
    });
    if (problem) {
      setRefusal(problem);
      return;
    }
    upload.mutate(
      { id: debitur._id, files: { [slot.key]: file } },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: `${slot.label} uploaded` }),
        onError: failed,
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Document Management System
        </Title>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">Document</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th w={200}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documentSlotsOf(debitur.type).map((slot) => {
              const file = files.find((candidate) => candidate.category === slot.key);
              const uploading = upload.isPending && !!upload.variables.files[slot.key];
              return (
                <Table.Tr key={slot.key}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {slot.label}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={file ? undefined : 'dimmed'}>
                      {file?.name ?? 'No file'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canUpdate && (
                        <FilePickButton
                          slot={slot}
                          label={file ? 'Replace' : 'Upload'}
                          loading={uploading}
                          disabled={upload.isPending}
                          onPick={(picked) => pick(slot, picked)}
                        />
                      )}
                      {file && (
                        <Tooltip label="Download">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Download ${file.name}`}
                            loading={download.isPending && download.variables === file._id}
                            onClick={() => download.mutate(file._id, { onError: failed })}
                          >
                            <IconDownload size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {file && canUpdate && (
                        <Tooltip label="Remove">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${file.name}`}
                            onClick={() => setRemoving(file)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
      <ConfirmModal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removeFile.mutate(
            { id: debitur._id, fileId: removing!._id },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: `${removing!.name} removed` });
                setRemoving(null);
              },
              onError: (error) => {
                setRemoving(null);
                failed(error);
              },
            },
          )
        }
        title="Remove File"
        message={`Are you sure want to remove ${removing?.name ?? 'this file'}?`}
        description="The file is deleted from this debitur and cannot be restored"
        confirmLabel="Remove"
        variant="error"
        loading={removeFile.isPending}
      />
      <ErrorModal
        opened={!!refusal}
        onClose={() => setRefusal(null)}
        title="Upload refused"
        message={refusal ?? ''}
      />
    </Card>
  );
}
