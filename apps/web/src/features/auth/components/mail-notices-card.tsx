import {
  PREFERENCE_MESSAGES,
  type MailNotices,
} from '@creditdesk/domain/preferences/preferences.schemas';
import { Alert, Loader, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { translateError, useMessage } from '../../../i18n/use-message';
import { useMailNotices, useUpdateMailNotices } from '../api/mail-notices';

const SWITCHES = ['whenWaiting', 'whenDecided'] as const;

/** The two mails of the applications a user must act on, each turned on or off at once. */
export function MailNoticesCard() {
  const { t } = useTranslation();
  const message = useMessage();
  const notices = useMailNotices();
  const save = useUpdateMailNotices();

  const toggle = (key: (typeof SWITCHES)[number], on: boolean) => {
    if (!notices.data) return;
    const next: MailNotices = { ...notices.data, [key]: on };
    save.mutate(next, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: message(PREFERENCE_MESSAGES.mailNoticesSaved),
        }),
      onError: (error) => notifications.show({ color: 'red', message: translateError(error) }),
    });
  };

  return (
    <SectionCard title={message(PREFERENCE_MESSAGES.mailNotices)}>
      {notices.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : notices.isError ? (
        <Alert color="red" variant="light">
          {translateError(notices.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {SWITCHES.map((key) => (
            <Switch
              key={key}
              checked={notices.data[key]}
              disabled={save.isPending}
              onChange={(event) => toggle(key, event.currentTarget.checked)}
              label={t(`app.profile.${key}`)}
              description={t(`app.profile.${key}Description`)}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
