import { mismatchReasonRefusal } from '@creditdesk/domain/documents/debitur-checks';
import { submitDocumentFieldsSchema } from '@creditdesk/domain/documents/debitur-checks.schemas';
import { FormModal } from '../../../components/ui/form-modal';
import { TextareaField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useTexts } from '../../../i18n/use-message';
import { DataMismatchList, type DataChecked } from './data-checks-notice';

export interface SubmitWithReasonModalProps {
  opened: boolean;
  structure: DataChecked;
  busy: boolean;
  onClose: () => void;
  /** Sends the reason; `clear` empties the form once the server took it. */
  onSubmit: (reason: string, clear: () => void) => void;
}

/**
 * Submit's confirmation when the documents differ from the debitur: the mismatches, and the reason
 * to submit anyway, which the server asks for by the same rule (`mismatchReasonRefusal`).
 */
export function SubmitWithReasonModal({
  structure,
  onSubmit,
  ...modal
}: SubmitWithReasonModalProps) {
  const { t } = useTexts();
  const schema = submitDocumentFieldsSchema.superRefine(({ reason }, context) => {
    const refused = mismatchReasonRefusal(structure.dataChecks.total, reason);
    if (refused) context.addIssue({ code: 'custom', path: ['reason'], message: refused });
  });
  const { form, registered } = useSchemaForm(schema, { reason: '' });
  const send = form.handleSubmit(({ reason = '' }) => onSubmit(reason, () => form.reset()));
  return (
    <FormModal
      {...modal}
      title={t('creditApplications.actions.submitTitle')}
      size="lg"
      onSubmit={(event) => void send(event)}
      submitLabel={t('creditApplications.actions.submit')}
      question={`${t('creditApplications.dataChecks.title')}: ${t(
        'creditApplications.dataChecks.mismatches',
        { count: structure.dataChecks.total },
      )}`}
      description={t('creditApplications.actions.submitMismatchesDescription')}
    >
      <DataMismatchList structure={structure} />
      <TextareaField
        label={t('creditApplications.actions.submitReason')}
        withAsterisk
        {...registered('reason')}
      />
    </FormModal>
  );
}
