import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { deferralBodySchema } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { Text } from '@mantine/core';
import { DateField } from '../../../components/form/controlled-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { FormModal } from '../../../components/ui/form-modal';
import { TextareaField } from '../../../components/ui/text-field';
import { translateError, useTexts } from '../../../i18n/use-message';
import { useRequestDeferral } from '../api/request-deferral';

export interface DeferralRequestModalProps {
  applicationId: string;
  type: DocumentTypeNode;
  /** The bounds of the promised date: today on the bank's calendar and the tenor end. */
  today: string;
  tenorEnd: string | null;
  onClose: () => void;
  onRequested: (message: string) => void;
}

/** 'Defer (TBO)': the promised date, between today and the tenor end, and the reason. */
export function DeferralRequestModal({
  applicationId,
  type,
  today,
  tenorEnd,
  onClose,
  onRequested,
}: DeferralRequestModalProps) {
  const { t } = useTexts();
  const request = useRequestDeferral();
  const { form, registered } = useSchemaForm(deferralBodySchema, { promisedDate: '', reason: '' });

  const send = form.handleSubmit((body) =>
    request.mutate(
      { applicationId, typeId: type._id, body },
      {
        onSuccess: () => onRequested(t('documents.deferral.requested', { type: type.title })),
        onError: (error) => form.setError('root', { message: translateError(error) }),
      },
    ),
  );

  return (
    <FormModal
      title={t('documents.deferral.requestTitle')}
      busy={request.isPending}
      onClose={onClose}
      onSubmit={(event) => void send(event)}
      submitLabel={t('documents.deferral.send')}
    >
      <Text size="sm">{t('documents.deferral.requestIntro', { type: type.title })}</Text>
      {form.formState.errors.root && (
        <Text size="sm" c="red.8" role="alert">
          {form.formState.errors.root.message}
        </Text>
      )}
      <DateField
        control={form.control}
        name="promisedDate"
        label={t('documents.deferral.promisedDate')}
        description={
          tenorEnd
            ? t('documents.deferral.promisedDateHint', { from: today, to: tenorEnd })
            : t('documents.deferral.promisedDateHintOpen', { from: today })
        }
        withAsterisk
        minDate={today}
        maxDate={tenorEnd ?? undefined}
      />
      <TextareaField
        label={t('documents.deferral.reason')}
        withAsterisk
        {...registered('reason')}
      />
    </FormModal>
  );
}
