import type { User } from '@creditdesk/domain/users/users.schemas';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentPhotoId, UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

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
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          General Information
        </Title>
        <Group gap="xl" align="flex-start" wrap="nowrap">
          <UserAvatar photoId={currentPhotoId(user.userPhoto)} name={user.name} size={88} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" style={{ flex: 1 }}>
            <Field label="Full Name">{user.name}</Field>
            <Field label="Email">{user.email}</Field>
            <Field label="Status">
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
