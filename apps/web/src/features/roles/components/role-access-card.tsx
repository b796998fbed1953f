import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';

/** The access of a role: a table per menu listing each sub menu and the types held on it. */
export function RoleAccessCard({ access }: { access: Role['access'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('roles.roleAccess')}>
      {access.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('kit.empty')}
        </Text>
      )}
      {access.map(({ accessId: menu }) => (
        <Stack key={menu._id} gap="xs">
          <Title order={3} size="h6">
            {menu.name}
          </Title>
          <Table aria-label={menu.name} withTableBorder striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">{t('roles.subMenu')}</Table.Th>
                <Table.Th>{t('roles.access')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {menu.subMenu.map((subMenu) => (
                <Table.Tr key={subMenu._id}>
                  <Table.Td>{subMenu.name}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {subMenu.access.map((type) => (
                        <Badge key={type} variant="light" radius="sm" tt="none">
                          {t(`roles.accessType.${type}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </SectionCard>
  );
}
