import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { deferralDecisionBodySchema } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRegistered } from '../../../components/form/use-registered';
import { FormModal } from '../../../components/ui/form-modal';
import { TextareaField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';

// The decision's own schema, its action held at Refused: a blank reason gets its message here.
type RefuseForm = z.input<typeof deferralDecisionBodySchema>;
type RefuseValues = z.output<typeof deferralDecisionBodySchema>;

export interface DeferralRefuseModalProps {
  type: DocumentTypeNode;
  loading: boolean;
  onClose: () => void;
  onRefuse: (reason: string) => void;
}

/** Refusing a deferral asks why: the reason is required and shown on the timeline. */
export function DeferralRefuseModal({
  type,
  loading,
  onClose,
  onRefuse,
}: DeferralRefuseModalProps) {
  const { t } = useTexts();
  const form = useForm<RefuseForm, unknown, RefuseValues>({
    resolver: zodResolver(deferralDecisionBodySchema),
    defaultValues: { action: 'Refused', reason: '' },
  });
  const registered = useRegistered(form);
  const send = form.handleSubmit(({ reason }) => onRefuse(reason));
  return (
    <FormModal
      title={t('documents.deferral.refuseTitle')}
      busy={loading}
      onClose={onClose}
      onSubmit={(event) => void send(event)}
      submitLabel={t('documents.deferral.refuse')}
      submitColor="red"
      question={t('documents.deferral.refuseQuestion', { type: type.title })}
      description={t('documents.deferral.refuseDescription')}
    >
      <TextareaField
        label={t('documents.deferral.reason')}
        withAsterisk
        {...registered('reason')}
      />
    </FormModal>
  );
}
