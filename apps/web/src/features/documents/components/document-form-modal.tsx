import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import type {
  DocumentCategoryNode,
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { FormModal } from '../../../components/ui/form-modal';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateError } from '../../../i18n/use-message';
import { useUpdateDocument } from '../api/update-document';
import { DOCUMENT_SAVE_FAILED, useUploadDocument } from '../api/upload-document';
import { DocumentFileField } from './document-file-field';
import { documentFormSchema, type DocumentFormValues } from './document-form-schema';
import { DocumentMetaFields } from './document-meta-fields';
import { useFileReading } from './document-readings-context';
import { readPrefill } from './read-prefill';

/** What the form is opened for: a file of a type, an existing file, or a new type of 'Lain-lain'. */
export type DocumentFormTarget =
  | { mode: 'upload'; category: DocumentCategoryNode; type: DocumentTypeNode }
  | { mode: 'edit'; category: DocumentCategoryNode; type: DocumentTypeNode; file: UploadedFile }
  | { mode: 'other'; category: DocumentCategoryNode };

const titleOf = (target: DocumentFormTarget, t: TFunction) => {
  if (target.mode === 'other') return t('documents.addOther');
  const key = target.mode === 'edit' ? 'documents.form.editTitle' : 'documents.form.uploadTitle';
  return t(key, { type: target.type.title });
};

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
  const { t } = useTranslation();
  const fields = fieldsOf(target);
  const asksType = target.mode === 'other' || (target.mode === 'edit' && target.type.custom);
  const fileRequired = target.mode !== 'edit';
  const schema = useMemo(
    () => documentFormSchema({ fields, asksType, fileRequired }),
    [fields, asksType, fileRequired],
  );
  const reading = useFileReading(target.mode === 'edit' ? target.file._id : undefined);
  // Read once, when the form opens: the numbers read then are offered, the user's edits rule.
  const [prefill] = useState(() =>
    readPrefill(fields, initialMetadata(target, fields), reading?.numbers),
  );
  const { form, registered } = useSchemaForm(schema, {
    type: target.mode === 'edit' && target.type.custom ? target.type.title : '',
    metadata: prefill.metadata,
    source: 'upload',
    file: null,
    earlierFileId: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const saving = upload.isPending || update.isPending;

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
        onSaved(
          t(file ? 'documents.form.replaced' : 'documents.form.updated', {
            type: target.type.title,
          }),
        );
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
      onSaved(
        t('documents.form.uploaded', {
          type: target.mode === 'other' ? values.type : target.type.title,
        }),
      );
    } catch (error) {
      // The server's message in the user's language; the form's own sentence when it gave none.
      setFailure(
        error instanceof Error && error.message && error.message !== DOCUMENT_SAVE_FAILED
          ? translateError(error)
          : t('documents.form.saveFailed'),
      );
    }
  };

  return (
    <FormModal
      title={titleOf(target, t)}
      size="lg"
      busy={saving}
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      submitLabel={target.mode === 'edit' ? t('documents.form.save') : t('documents.form.upload')}
    >
      <FormErrorAlert message={failure} />
      {asksType && (
        <TextField label={t('documents.form.documentType')} withAsterisk {...registered('type')} />
      )}
      <DocumentMetaFields form={form} fields={fields} readNumbers={prefill.read} />
      <DocumentFileField
        form={form}
        debiturId={debiturId}
        editedFile={target.mode === 'edit' ? target.file : undefined}
      />
    </FormModal>
  );
}
