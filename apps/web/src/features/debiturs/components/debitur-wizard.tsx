import {
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  type Debitur,
  type DebiturData,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { WizardCard } from '../../../components/form/wizard-card';
import { useCreateDebitur } from '../api/create-debitur';
import { useDeleteDebiturFile } from '../api/delete-debitur-file';
import { useUpdateDebitur } from '../api/update-debitur';
import { useUpdateDebiturFiles } from '../api/update-debitur-files';
import { DebiturTypeStep } from './debitur-type-step';
import {
  debiturToFormValues,
  emptyDebiturValues,
  generalFieldsOf,
  type BranchPreselection,
  type DebiturFieldName,
  useDebiturForm,
} from './debitur-wizard-form';
import { slotFilesOf } from './document-slots';
import { GeneralInformationStep, type DebiturGroupOption } from './general-information-step';
import { NO_STAGED_FILES, UploadDocumentStep, type StagedFiles } from './upload-document-step';
import { translateError, translateMessage, useTexts } from '../../../i18n/use-message';

const messageOf = (error: unknown) =>
  translateMessage(
    error instanceof Error && error.message ? translateError(error) : DEBITUR_MESSAGES.createFailed,
  );

export interface DebiturWizardProps {
  /** The debitur being edited; absent when adding. */
  debitur?: Debitur;
  groups: DebiturGroupOption[];
  groupsFailed?: boolean;
  /** The group and branch chosen up front (opened from a branch). */
  preselection?: BranchPreselection;
  /** The saved debitur's id and type (the list opens on the type's tab). */
  onSaved: (debiturId: string, type: DebiturType) => void;
  onCancel: () => void;
}

/**
 * The three-step debitur form. Adding sends one multipart call; editing sends the data first and
 * then the files, and a failed file part can be retried without sending the data again.
 */
export function DebiturWizard({
  debitur,
  groups,
  groupsFailed,
  preselection,
  onSaved,
  onCancel,
}: DebiturWizardProps) {
  const { t, message } = useTexts();
  const form = useDebiturForm(
    debitur ? debiturToFormValues(debitur) : emptyDebiturValues('', preselection),
  );
  const [active, setActive] = useState(0);
  const [staged, setStaged] = useState<StagedFiles>(NO_STAGED_FILES);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileFailure, setFileFailure] = useState<string | null>(null);
  // What an edit has already sent, so a retry repeats only what is left.
  const progress = useRef({ dataSaved: false, uploaded: false, deleted: [] as string[] });
  const create = useCreateDebitur();
  const update = useUpdateDebitur();
  const uploadFiles = useUpdateDebiturFiles();
  const deleteFile = useDeleteDebiturFile();
  const type = useWatch({ control: form.control, name: 'type' });

  const chooseType = (next: DebiturType) => {
    form.reset(emptyDebiturValues(next, preselection));
    setStaged(NO_STAGED_FILES);
  };

  const stepFields = (step: number): DebiturFieldName[] =>
    step === 0 || !type ? ['type'] : generalFieldsOf(type);

  const goNext = async () => {
    if (await form.trigger(stepFields(active))) setActive(active + 1);
  };

  /** Removals still to send; a document replaced by a new upload is removed by the upload itself. */
  const removalsOf = (existing: Debitur) =>
    slotFilesOf(existing)
      .filter((file) => staged.removed.includes(file._id))
      .filter((file) => file.category === DEBITUR_PHOTO_CATEGORY || !staged.added[file.category])
      .map((file) => file._id);

  const saveFiles = async (existing: Debitur) => {
    const done = progress.current;
    setFileFailure(null);
    setSaving(true);
    try {
      if (!done.uploaded && Object.keys(staged.added).length) {
        await uploadFiles.mutateAsync({ id: existing._id, files: staged.added });
      }
      done.uploaded = true;
      for (const fileId of removalsOf(existing)) {
        if (done.deleted.includes(fileId)) continue;
        await deleteFile.mutateAsync({ id: existing._id, fileId });
        done.deleted.push(fileId);
      }
      onSaved(existing._id, existing.type);
    } catch (error) {
      setFileFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const save = async (data: DebiturData) => {
    setFailure(null);
    setSaving(true);
    try {
      if (!debitur) {
        const created = await create.mutateAsync({ data, files: staged.added });
        onSaved(created._id, data.type);
        return;
      }
      if (!progress.current.dataSaved) {
        await update.mutateAsync({ id: debitur._id, data: { ...data, version: debitur.version } });
        progress.current.dataSaved = true;
      }
    } catch (error) {
      setFailure(messageOf(error));
      return;
    } finally {
      setConfirming(false);
      setSaving(false);
    }
    await saveFiles(debitur);
  };

  const confirmSubmit = () => void form.handleSubmit(save, () => setConfirming(false))();

  return (
    <FormProvider {...form}>
      <WizardCard
        failure={failure}
        notice={
          fileFailure &&
          debitur && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('debiturs.filesNotSaved')}
            >
              <Stack gap="sm" align="flex-start">
                {fileFailure}
                <Button
                  size="xs"
                  color="red"
                  leftSection={<IconRefresh size={14} />}
                  loading={saving}
                  onClick={() => void saveFiles(debitur)}
                >
                  {t('debiturs.retryUpload')}
                </Button>
              </Stack>
            </Alert>
          )
        }
        steps={[
          {
            label: t('debiturs.debiturType'),
            description: t('debiturs.stepTypeText'),
            content: (
              <DebiturTypeStep
                value={type}
                locked={!!debitur}
                error={message(form.formState.errors.type?.message)}
                onChange={chooseType}
              />
            ),
          },
          {
            label: t('debiturs.generalInformation'),
            description: t('debiturs.stepGeneralText'),
            content: type && (
              <GeneralInformationStep type={type} groups={groups} groupsFailed={groupsFailed} />
            ),
          },
          {
            label: t('debiturs.uploadDocument'),
            description: t('debiturs.stepUploadText'),
            content: type && (
              <UploadDocumentStep
                type={type}
                debitur={debitur}
                staged={staged}
                onChange={setStaged}
              />
            ),
          },
        ]}
        active={active}
        onStepClick={(step) => step < active && setActive(step)}
        onBack={() => setActive(active - 1)}
        onNext={() => void goNext()}
        nextLabel={t('debiturs.next')}
        onCancel={onCancel}
        saving={saving}
        finish={
          <Button
            onClick={() => setConfirming(true)}
            loading={saving}
            disabled={saving || !!fileFailure}
          >
            {t('debiturs.submit')}
          </Button>
        }
        confirm={{
          opened: confirming,
          onClose: () => setConfirming(false),
          onConfirm: confirmSubmit,
          title: message(DEBITUR_MESSAGES.submitTitle),
          message: message(DEBITUR_MESSAGES.submitQuestion),
          description: message(DEBITUR_MESSAGES.submitWarning),
          confirmLabel: t('debiturs.submit'),
          loading: saving,
        }}
      />
    </FormProvider>
  );
}
