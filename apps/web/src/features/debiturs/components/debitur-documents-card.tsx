import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Group, Table, Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { FileDownloadIcon, RowIconButton } from '../../../components/kit/row-icon-button';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { useDeleteDebiturFile } from '../api/delete-debitur-file';
import { useDownloadDebiturFile } from '../api/download-debitur-file';
import { useUpdateDebiturFiles } from '../api/update-debitur-files';
import {
  DEBITUR_FILE_LIMIT,
  documentSlotsOf,
  FilePickButton,
  fileProblem,
  slotFilesOf,
  slotLabel,
  type DocumentSlot,
  type SlotFile,
} from './document-slots';
import { SlotLabelCell, SlotTableHead } from './document-slot-parts';
import { translateError, useTexts } from '../../../i18n/use-message';

export interface DebiturDocumentsCardProps {
  debitur: Debitur;
  /** Update permission: upload and remove. Download only needs Read. */
  canUpdate: boolean;
}

const failed = (error: Error) =>
  notifications.show({ color: 'red', message: translateError(error) });

/** Document Management System: one row per slot to upload, download or remove its file. */
export function DebiturDocumentsCard({ debitur, canUpdate }: DebiturDocumentsCardProps) {
  const { t } = useTexts();
  const upload = useUpdateDebiturFiles();
  const download = useDownloadDebiturFile();
  const removeFile = useDeleteDebiturFile();
  const [removing, setRemoving] = useState<SlotFile | null>(null);
  const refusal = useFailureModal(t('debiturs.uploadRefused'));
  const files = slotFilesOf(debitur);

  const pick = (slot: DocumentSlot, file: File) => {
    const problem = fileProblem(file, slot, {
      ...DEBITUR_FILE_LIMIT,
      tooLargeMessage: DEBITUR_MESSAGES.detailFileTooLarge,
    });
    if (problem) {
      refusal.show(problem);
      return;
    }
    upload.mutate(
      { id: debitur._id, files: { [slot.key]: file } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('debiturs.uploaded', { slot: slotLabel(t, slot) }),
          }),
        onError: failed,
      },
    );
  };

  return (
    <>
      <SectionCard title={t('debiturs.documents')}>
        <Table verticalSpacing="sm">
          <SlotTableHead action={t('common.action')} actionWidth={200} />
          <Table.Tbody>
            {documentSlotsOf(debitur.type).map((slot) => {
              const file = files.find((candidate) => candidate.category === slot.key);
              const uploading = upload.isPending && !!upload.variables.files[slot.key];
              return (
                <Table.Tr key={slot.key}>
                  <SlotLabelCell label={slotLabel(t, slot)} />
                  <Table.Td>
                    <Text size="sm" c={file ? undefined : 'dimmed'}>
                      {file?.name ?? t('debiturs.noFile')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canUpdate && (
                        <FilePickButton
                          slot={slot}
                          label={t(file ? 'debiturs.replace' : 'debiturs.upload')}
                          loading={uploading}
                          disabled={upload.isPending}
                          onPick={(picked) => pick(slot, picked)}
                        />
                      )}
                      {file && (
                        <FileDownloadIcon file={file} download={download} onError={failed} />
                      )}
                      {file && canUpdate && (
                        <RowIconButton
                          label={t('debiturs.remove')}
                          rowLabel={t('debiturs.removeFile', { name: file.name })}
                          icon={IconTrash}
                          color="red"
                          onClick={() => setRemoving(file)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </SectionCard>
      <ConfirmModal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removeFile.mutate(
            { id: debitur._id, fileId: removing!._id },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: t('debiturs.removed', { name: removing!.name }),
                });
                setRemoving(null);
              },
              onError: (error) => {
                setRemoving(null);
                failed(error);
              },
            },
          )
        }
        title={t('debiturs.removeTitle')}
        message={t('debiturs.removeQuestion', { name: removing?.name ?? '' })}
        description={t('debiturs.removeWarning')}
        confirmLabel={t('debiturs.remove')}
        variant="error"
        loading={removeFile.isPending}
      />
      {refusal.modal}
    </>
  );
}
