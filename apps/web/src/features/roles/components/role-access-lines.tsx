import { roleAccessLines } from '@creditdesk/domain/roles/role-access-text';
import type { Role } from '@creditdesk/domain/roles/roles.schemas';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Role Access column: one line per menu, 'sub menu: access types' joined with ' | '. */
export function RoleAccessLines({ access }: { access: Role['access'] }) {
  const { t } = useTranslation();
  const lines = roleAccessLines(access, (type) => t(`roles.accessType.${type}`));
  if (lines.length === 0) return <>-</>;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
