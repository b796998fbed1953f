import { pairedStartField, type MetaField } from '@creditdesk/domain/documents/document-catalogue';
import {
  DOCUMENT_FILE_EXTENSIONS,
  type DocumentCategoryNode,
  type DocumentTypeNode,
  type UploadedFile,
} from '@creditdesk/domain/documents/documents.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextField } from '../../../components/ui/text-field';
import { useEarlierFiles } from '../api/get-earlier-files';
import { useUpdateDocument } from '../api/update-document';
import { DOCUMENT_SAVE_FAILED, useUploadDocument } from '../api/upload-document';
import {
  documentFormSchema,
  pickedFileProblem,
  type DocumentFormValues,
  type FileSource,
} from './document-form-schema';
import { MetaFieldInput } from './meta-field-input';

/** What the form is opened for: a file of a type, an existing file, or a new type of 'Lain-lain'. */
export type DocumentFormTarget =
  | { mode: 'upload'; category: DocumentCategoryNode; type: DocumentTypeNode }
  | { mode: 'edit'; category: DocumentCategoryNode; type: DocumentTypeNode; file: UploadedFile }
  | { mode: 'other'; category: DocumentCategoryNode };

export const ACCEPTED_FILES = DOCUMENT_FILE_EXTENSIONS.join(',');
const FILE_HINT = 'Word, Excel, CSV, PDF, JPG or PNG, up to 20 MB';

const titleOf = (target: DocumentFormTarget) =>
  target.mode === 'other'
    ? 'Add Other Document'
    : `${target.mode === 'edit' ? 'Edit' : 'Upload'} ${target.type.title}`;

const fieldsOf = (target: DocumentFormTarget): readonly MetaField[] =>
  target.mode === 'other' ? target.category.formMetaData : target.type.formMetaData;

/** The stored metadata of the fields the form shows; statusDocument is the server's own mark. */
const initialMetadata = (target: DocumentFormTarget, fields: readonly MetaField[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      target.mode === 'edit' ? (target.file.metadata[field.name] ?? '') : '',
    ]),
  );

const metaPath = (name: string) => `metadata.${name}` as FieldPath<DocumentFormValues>;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : DOCUMENT_SAVE_FAILED;

export interface DocumentFormModalProps {
  applicationId: string;
  debiturId: string;
  target: DocumentFormTarget;
  onClose: () => void;
  /** After the server accepted it, with a sentence for the notification. */
  onSaved: (message: string) => void;
}

/**
 * The document upload and edit form (spec section 5): the type's metadata fields, then the file,
 * a new one or an earlier file of the debitur. Editing changes the metadata and may replace the
 * file. Mount it per target (key) so each opening starts from that target's values.
 */
export function DocumentFormModal({
  applicationId,
  debiturId,
  target,
  onClose,
  onSaved,
}: DocumentFormModalProps) {
  const fields = fieldsOf(target);
  const asksType = target.mode === 'other' || (target.mode === 'edit' && target.type.custom);
  const fileRequired = target.mode !== 'edit';
  const schema = useMemo(
    () => documentFormSchema({ fields, asksType, fileRequired }),
    [fields, asksType, fileRequired],
  );
  const form = useForm<DocumentFormValues, unknown, DocumentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      type: target.mode === 'edit' && target.type.custom ? target.type.title : '',
      metadata: initialMetadata(target, fields),
      source: 'upload',
      file: null,
      earlierFileId: null,
    },
  });
  const { control } = form;
  const [pickAlert, setPickAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [earlierSearch, setEarlierSearch] = useState('');
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const saving = upload.isPending || update.isPending;
  const metadata = useWatch({ control, name: 'metadata' });
  const source = useWatch({ control, name: 'source' });
  const earlierFiles = useEarlierFiles({
    debiturId,
    search: earlierSearch,
    enabled: fileRequired && source === 'earlier',
  });

  /** The Akhir fields that follow a Mulai: cleared whenever their Mulai changes. */
  const endsOf = (name: string) =>
    fields.filter((field) => pairedStartField(field.name, fields) === name);

  const save = async (values: DocumentFormValues) => {
    setFailure(null);
    const file = values.source === 'upload' ? values.file : null;
    try {
      if (target.mode === 'edit') {
        await update.mutateAsync({
          applicationId,
          update: {
            typeId: target.type._id,
            code: target.type.code,
            debitur: debiturId,
            metadata: values.metadata,
            fileId: target.file._id,
            ...(asksType ? { type: values.type } : {}),
          },
          file,
        });
        onSaved(file ? `${target.type.title} replaced` : `${target.type.title} updated`);
        return;
      }
      const uploaded = {
        debitur: debiturId,
        metadata: values.metadata,
        ...(values.source === 'earlier' && values.earlierFileId
          ? { fileId: values.earlierFileId }
          : {}),
      };
      await upload.mutateAsync({
        data: {
          creditApplication: applicationId,
          category: target.category.code,
          documents: [
            target.mode === 'other'
              ? { type: values.type, uploadedDocuments: [uploaded] }
              : { code: target.type.code, uploadedDocuments: [uploaded] },
          ],
        },
        file,
      });
      onSaved(`${target.mode === 'other' ? values.type : target.type.title} uploaded`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const earlierOptions = (earlierFiles.data?.data ?? []).map(({ file }) => ({
    value: file._id,
    label: `${file.name} · ${file.type}${file.creditAppNo ? ` (${file.creditAppNo})` : ''}`,
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={titleOf(target)}
      size="lg"
      centered
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      withCloseButton={!saving}
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          {asksType && (
            <Controller
              control={control}
              name="type"
              render={({ field, fieldState }) => (
                <TextField
                  label="Jenis Dokumen"
                  withAsterisk
                  {...field}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((meta) => {
              const start = pairedStartField(meta.name, fields);
              const startValue = start ? metadata[start] : undefined;
              return (
                <Controller
                  key={meta.name}
                  control={control}
                  name={metaPath(meta.name)}
                  render={({ field, fieldState }) => (
                    <div style={meta.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                      <MetaFieldInput
                        field={meta}
                        value={String(field.value ?? '')}
                        onChange={(next) => {
                          field.onChange(next);
                          for (const end of endsOf(meta.name))
                            form.setValue(metaPath(end.name), '', { shouldValidate: false });
                        }}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                        disabled={start !== undefined && !startValue}
                        minDate={startValue || undefined}
                        description={
                          start !== undefined && !startValue
                            ? `Fill ${fields.find((candidate) => candidate.name === start)?.label ?? start} first`
                            : undefined
                        }
                      />
                    </div>
                  )}
                />
              );
            })}
          </SimpleGrid>
          {fileRequired ? (
            <Stack gap="xs">
              <Controller
                control={control}
                name="source"
                render={({ field }) => (
                  <SegmentedControl
                    aria-label="File source"
                    data={[
                      { value: 'upload', label: 'Upload a new file' },
                      { value: 'earlier', label: 'Use an earlier file' },
                    ]}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value as FileSource);
                      form.clearErrors(['file', 'earlierFileId']);
                    }}
                  />
                )}
              />
              {source === 'upload' ? (
                <Controller
                  control={control}
                  name="file"
                  render={({ field, fieldState }) => (
                    <FileInput
                      label="Upload Document"
                      withAsterisk
                      placeholder="Choose a file"
                      description={FILE_HINT}
                      accept={ACCEPTED_FILES}
                      leftSection={<IconPaperclip size={16} />}
                      clearable
                      value={field.value}
                      onChange={(file) => {
                        const problem = file ? pickedFileProblem(file) : null;
                        setPickAlert(problem);
                        field.onChange(problem ? null : file);
                      }}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : (
                <Controller
                  control={control}
                  name="earlierFileId"
                  render={({ field, fieldState }) => (
                    <Select
                      label="Earlier file"
                      withAsterisk
                      searchable
                      placeholder="Search the debitur's files"
                      description="Files of this debitur from its record and its other credit applications"
                      data={earlierOptions}
                      searchValue={earlierSearch}
                      onSearchChange={setEarlierSearch}
                      nothingFoundMessage={
                        earlierFiles.isFetching ? 'Loading data...' : 'No data available'
                      }
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={
                        fieldState.error?.message ??
                        (earlierFiles.isError ? 'Failed to load data' : undefined)
                      }
                      comboboxProps={{ withinPortal: false }}
                    />
                  )}
                />
              )}
            </Stack>
          ) : (
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FileInput
                  label="Replace file"
                  placeholder="Choose a file"
                  description={
                    target.mode === 'edit'
                      ? `Leave empty to keep ${target.file.name}. ${FILE_HINT}.`
                      : FILE_HINT
                  }
                  accept={ACCEPTED_FILES}
                  leftSection={<IconPaperclip size={16} />}
                  clearable
                  value={field.value}
                  onChange={(file) => {
                    const problem = file ? pickedFileProblem(file) : null;
                    setPickAlert(problem);
                    field.onChange(problem ? null : file);
                  }}
                />
              )}
            />
          )}
          {pickAlert && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setPickAlert(null)}
            >
              <Text size="sm">{pickAlert}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {target.mode === 'edit' ? 'Save' : 'Upload'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
