import { businessTimeZone, toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { USER_MESSAGES, type User } from '@creditdesk/domain/users/users.schemas';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { translateError, useTexts } from '../../../i18n/use-message';
import { useUnlockUser } from '../api/unlock-user';

/** Until when a user's sign-in is locked, on the bank's clock, or 'Not locked'. */
export function UserSignInState({ user }: { user: User }) {
  const { t } = useTranslation();
  if (!user.lockedUntil) return <StatusBadge status={t('users.notLocked')} colour="success" />;
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={t('users.locked')} colour="error" />
      <Text size="sm">
        {t('users.lockedUntil', {
          until: toBusinessDateTime(user.lockedUntil),
          timeZone: businessTimeZone(),
        })}
      </Text>
    </Stack>
  );
}

/** The Unlock action of a locked user's detail, asked for once more before it is done. */
export function UnlockUserButton({ user }: { user: User }) {
  const { t, message } = useTexts();
  const unlock = useUnlockUser();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    unlock.reset();
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLockOpen size={16} />}
        onClick={() => setAsking(true)}
      >
        {t('users.unlock')}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={close}
        variant="warning"
        title={message(USER_MESSAGES.unlockTitle)}
        message={message(USER_MESSAGES.unlockQuestion)}
        description={unlock.isError ? translateError(unlock.error) : user.email}
        confirmLabel={t('users.unlock')}
        loading={unlock.isPending}
        onConfirm={() =>
          unlock.mutate(user._id, {
            onSuccess: () => {
              close();
              notifications.show({ color: 'teal', message: message(USER_MESSAGES.unlocked) });
            },
          })
        }
      />
    </>
  );
}
