import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red banner a form shows when the server refuses it; renders nothing without a message. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
