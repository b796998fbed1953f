import { approvalBodySchema } from '@creditdesk/domain/documents/documents.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRegistered } from '../../../components/form/use-registered';
import { FormModal } from '../../../components/ui/form-modal';
import { TextareaField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';

const rejectFormSchema = approvalBodySchema.pick({ reason: true });
type RejectForm = z.input<typeof rejectFormSchema>;
type RejectValues = z.output<typeof rejectFormSchema>;

export interface RejectApplicationModalProps {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  /** Reject with `reason`; `clear` empties the form once the server took it. */
  onReject: (reason: string, clear: () => void) => void;
}

/** Rejecting an application asks for an optional reason; it stays typed until it is sent. */
export function RejectApplicationModal({
  opened,
  loading,
  onClose,
  onReject,
}: RejectApplicationModalProps) {
  const { t } = useTexts();
  const form = useForm<RejectForm, unknown, RejectValues>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '' },
  });
  const registered = useRegistered(form);
  const send = form.handleSubmit(({ reason }) => onReject(reason, () => form.reset()));
  return (
    <FormModal
      opened={opened}
      title={t('creditApplications.actions.rejectTitle')}
      busy={loading}
      onClose={onClose}
      onSubmit={(event) => void send(event)}
      submitLabel={t('creditApplications.actions.reject')}
      submitColor="red"
      question={t('creditApplications.actions.rejectQuestion')}
      description={t('creditApplications.actions.rejectDescription')}
    >
      <TextareaField label={t('creditApplications.actions.reason')} {...registered('reason')} />
    </FormModal>
  );
}
