import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const Field = ({ label, value }: { label: string; value: string | number }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

/** Role Information: the name, its data access and how many menus and sub menus it opens. */
export function RoleInformationCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const subMenus = role.access.reduce((sum, { accessId }) => sum + accessId.subMenu.length, 0);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('roles.information')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <Field label={t('roles.roleName')} value={role.name} />
          <Field label={t('roles.dataAccess')} value={t(`roles.dataScope.${role.dataScope}`)} />
          <Field label={t('roles.totalMenu')} value={role.access.length} />
          <Field label={t('roles.totalSubMenu')} value={subMenus} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
