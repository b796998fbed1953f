import {
  Button,
  Group,
  Modal,
  Stack,
  Text,
  type MantineColor,
  type ModalProps,
} from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps {
  /** Shown unless false: a form kept by its page opens with it, one mounted when asked for opens at once. */
  opened?: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** While the form is sent: the modal cannot be dismissed, Cancel is held, the submit spins. */
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button's colour when it is not the theme's primary (red for a refusal). */
  submitColor?: MantineColor;
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
  submitLabel,
  submitColor,
  question,
  description,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
