import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { deferralDecisionBodySchema } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { TEXTAREA_MAX } from '@creditdesk/domain/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
  const { t, message } = useTexts();
  const form = useForm<RefuseForm, unknown, RefuseValues>({
    resolver: zodResolver(deferralDecisionBodySchema),
    defaultValues: { action: 'Refused', reason: '' },
  });
  const send = form.handleSubmit(({ reason }) => onRefuse(reason));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documents.deferral.refuseTitle')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <form noValidate onSubmit={(event) => void send(event)}>
        <Stack gap="md">
          <Text fw={500}>{t('documents.deferral.refuseQuestion', { type: type.title })}</Text>
          <Text size="sm" c="dimmed">
            {t('documents.deferral.refuseDescription')}
          </Text>
          <TextareaField
            label={t('documents.deferral.reason')}
            withAsterisk
            characterLimit={TEXTAREA_MAX}
            {...form.register('reason')}
            error={message(form.formState.errors.reason?.message)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {t('documents.deferral.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
