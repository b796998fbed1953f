import { Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from './form-actions';

export interface FormModalProps extends Pick<FormActionsProps, 'submitLabel' | 'submitColor'> {
  /** Shown unless false: a form kept by its page opens with it, one mounted when asked for opens at once. */
  opened?: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** While the form is sent: the modal cannot be dismissed, Cancel is held, the submit spins. */
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The question the form answers, above its fields, and a secondary line under it. */
  question?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a modal: the question, the fields it is given, then Cancel and
 * the submit button at its foot. The browser's own validation is off; the form's schema speaks.
 */
export function FormModal({
  opened = true,
  title,
  size,
  busy,
  onClose,
  onSubmit,
  question,
  description,
  children,
  ...actions
}: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {question && <Text fw={500}>{question}</Text>}
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          {children}
          <FormActions {...actions} onCancel={onClose} saving={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
