import { DOCUMENT_FILE_EXTENSIONS } from '@creditdesk/domain/documents/documents.schemas';
import { type UploadedFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { Alert, FileInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useEarlierFiles } from '../api/get-earlier-files';
import {
  pickedFileProblem,
  type DocumentFormValues,
  type FileSource,
} from './document-form-schema';

const ACCEPTED_FILES = DOCUMENT_FILE_EXTENSIONS.join(',');
const FILE_HINT = 'Word, Excel, CSV, PDF, JPG or PNG, up to 20 MB';

export interface DocumentFileFieldProps {
  form: UseFormReturn<DocumentFormValues>;
  debiturId: string;
  /** The file being edited: its form may replace it; absent, a file is required. */
  editedFile?: UploadedFile;
}

/**
 * The document's file: a new upload or an earlier file of the debitur, or, when editing, an
 * optional replacement. A picked file of the wrong type or size is refused with an alert.
 */
export function DocumentFileField({ form, debiturId, editedFile }: DocumentFileFieldProps) {
  const { control } = form;
  const fileRequired = !editedFile;
  const [pickAlert, setPickAlert] = useState<string | null>(null);
  const [earlierSearch, setEarlierSearch] = useState('');
  const source = useWatch({ control, name: 'source' });
  const earlierFiles = useEarlierFiles({
    debiturId,
    search: earlierSearch,
    enabled: fileRequired && source === 'earlier',
  });
  const earlierOptions = (earlierFiles.data?.data ?? []).map(({ file }) => ({
    value: file._id,
    label: `${file.name} · ${file.type}${file.creditAppNo ? ` (${file.creditAppNo})` : ''}`,
  }));

  return (
    <>
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
              description={`Leave empty to keep ${editedFile?.name}. ${FILE_HINT}.`}
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
    </>
  );
}
