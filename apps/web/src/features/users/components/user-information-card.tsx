import type { User } from '@creditdesk/domain/users/users.schemas';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentPhotoId, UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';
import { useTranslation } from 'react-i18next';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    {typeof children === 'string' ? <Text size="sm">{children || '-'}</Text> : children}
  </Stack>
);

/** General Information: the latest photo, Full Name, Email and Status. */
export function UserInformationCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('users.generalInformation')}
        </Title>
        <Group gap="xl" align="flex-start" wrap="nowrap">
          <UserAvatar photoId={currentPhotoId(user.userPhoto)} name={user.name} size={88} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" style={{ flex: 1 }}>
            <Field label={t('users.fullName')}>{user.name}</Field>
            <Field label={t('users.email')}>{user.email}</Field>
            <Field label={t('users.status')}>
              <div>
                <UserStatusBadge isActive={user.isActive} />
              </div>
            </Field>
          </SimpleGrid>
        </Group>
      </Stack>
    </Card>
  );
}
