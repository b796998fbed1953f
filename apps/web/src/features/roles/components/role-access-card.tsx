import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PairTable } from '../../../components/ui/pair-table';
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
          <PairTable
            label={menu.name}
            headers={[t('roles.subMenu'), t('roles.access')]}
            nameWidth="40%"
            striped
            verticalSpacing="xs"
            rows={menu.subMenu.map((subMenu) => ({
              key: subMenu._id,
              name: subMenu.name,
              value: (
                <Group gap={6}>
                  {subMenu.access.map((type) => (
                    <Badge key={type} variant="light" radius="sm" tt="none">
                      {t(`roles.accessType.${type}`)}
                    </Badge>
                  ))}
                </Group>
              ),
            }))}
          />
        </Stack>
      ))}
    </SectionCard>
  );
}
