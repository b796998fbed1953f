import { Button, Group, Modal, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { useTexts } from '../../i18n/use-message';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';
export type ModalVariant = 'primary' | 'warning' | 'error';

/** The variant drives the icon and the confirm button's colour (undefined: theme primary). */
const VARIANTS: Record<ModalVariant, { colour: MantineColor | undefined; icon: ReactNode }> = {
  primary: { colour: undefined, icon: <IconInfoCircle size={28} aria-hidden /> },
  warning: { colour: 'orange', icon: <IconAlertTriangle size={28} aria-hidden /> },
  error: { colour: 'red', icon: <IconAlertCircle size={28} aria-hidden /> },
};

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  /** A secondary line under the message. */
  description?: ReactNode;
  size?: ModalSize;
  variant?: ModalVariant;
  /** While the action runs both buttons are disabled and the modal cannot be dismissed. */
  loading?: boolean;
  actions: ReactNode;
}

function Dialog({
  opened,
  onClose,
  title,
  message,
  description,
  size = 'sm',
  variant = 'primary',
  loading = false,
  actions,
}: DialogProps) {
  const { colour, icon } = VARIANTS[variant];
  // A dialog never opened renders nothing: a list page holds several, and a closed Mantine Modal
  // still mounts its portal and transitions on the page's first render. Once asked for, it
  // mounts closed and opens a render later, so it still fades in.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: Mantine fades a modal in only when it was mounted closed
    if (opened) setMounted(true);
  }, [opened]);
  if (!opened && !mounted) return null;
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title={title}
      size={size === 'fullscreen' ? '100%' : size}
      fullScreen={size === 'fullscreen'}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon
            variant="light"
            color={colour}
            size={44}
            radius="xl"
            data-variant-icon={variant}
          >
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={500}>{message}</Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ConfirmModalProps extends Omit<DialogProps, 'actions'> {
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Asks before an action: submit, delete, approve, reject. */
export function ConfirmModal({
  onConfirm,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  loading = false,
  ...dialog
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      variant={variant}
      loading={loading}
      actions={
        <>
          <Button variant="default" onClick={dialog.onClose} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={VARIANTS[variant].colour} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('kit.confirm')}
          </Button>
        </>
      }
    />
  );
}

export interface ErrorModalProps extends Omit<DialogProps, 'variant' | 'loading' | 'actions'> {
  okLabel?: string;
}

/** Tells that an action failed; one 'Ok' button closes it. */
export function ErrorModal({ okLabel, ...dialog }: ErrorModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      variant="error"
      actions={
        <Button color="red" onClick={dialog.onClose}>
          {okLabel ?? t('kit.ok')}
        </Button>
      }
    />
  );
}

export type CannotDeleteModalProps = Pick<DialogProps, 'opened' | 'onClose'> & {
  /** The server's own reason, when it named one; else the spec's "in use". */
  reason?: string;
};

/** The spec's answer to a delete refused because the record is in use. */
export function CannotDeleteModal({ opened, onClose, reason }: CannotDeleteModalProps) {
  const { t, message } = useTexts();
  return (
    <ErrorModal
      opened={opened}
      onClose={onClose}
      title={t('kit.cannotDeleteTitle')}
      message={reason ?? message(REQUEST_MESSAGES.inUse)}
    />
  );
}
