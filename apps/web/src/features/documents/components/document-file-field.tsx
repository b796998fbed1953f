import { DOCUMENT_FILE_EXTENSIONS } from '@creditdesk/domain/documents/documents.schemas';
import { type UploadedFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { Alert, FileInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/controlled-fields';
import { useTexts } from '../../../i18n/use-message';
import { useEarlierFiles } from '../api/get-earlier-files';
import {
  pickedFileProblem,
  type DocumentFormValues,
  type FileSource,
} from './document-form-schema';

const ACCEPTED_FILES = DOCUMENT_FILE_EXTENSIONS.join(',');

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
  const { t, message } = useTexts();
  const fileHint = t('documents.form.fileHint');
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
  /** A picked file's props: one of the wrong type or size is refused with the alert. */
  const filePick = (field: { value: File | null; onChange: (file: File | null) => void }) => ({
    placeholder: t('documents.form.chooseFile'),
    accept: ACCEPTED_FILES,
    leftSection: <IconPaperclip size={16} />,
    clearable: true,
    clearButtonProps: { 'aria-label': t('documents.form.clearFile') },
    // The placeholder is the field's only text before a pick: at body text contrast (4.5:1).
    styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } },
    value: field.value,
    onChange: (file: File | null) => {
      const problem = file ? pickedFileProblem(file) : null;
      setPickAlert(problem);
      field.onChange(problem ? null : file);
    },
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
                aria-label={t('documents.form.fileSource')}
                data={[
                  { value: 'upload', label: t('documents.form.uploadNew') },
                  { value: 'earlier', label: t('documents.form.useEarlier') },
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
                  label={t('documents.form.uploadDocument')}
                  withAsterisk
                  description={fileHint}
                  {...filePick(field)}
                  onBlur={field.onBlur}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
          ) : (
            <SelectField
              control={control}
              name="earlierFileId"
              label={t('documents.form.earlierFile')}
              withAsterisk
              searchable
              placeholder={t('documents.form.searchEarlier')}
              description={t('documents.form.earlierHint')}
              data={earlierOptions}
              searchValue={earlierSearch}
              onSearchChange={setEarlierSearch}
              nothingFoundMessage={
                earlierFiles.isFetching ? t('documents.loading') : t('documents.empty')
              }
              fallbackError={earlierFiles.isError ? t('documents.loadFailed') : undefined}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        </Stack>
      ) : (
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={t('documents.form.replaceFile')}
              description={t('documents.form.keepFile', { name: editedFile?.name, hint: fileHint })}
              {...filePick(field)}
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
          closeButtonLabel={t('documents.form.dismiss')}
          onClose={() => setPickAlert(null)}
        >
          <Text size="sm">{message(pickAlert)}</Text>
        </Alert>
      )}
    </>
  );
}
