import type { UserGroup } from '@creditdesk/domain/users/users.schemas';
import { Stack, Text } from '@mantine/core';

/** Each group of a user's area with its branch names, or '-' without any. */
export function GroupBranchList({ groups }: { groups: UserGroup[] }) {
  if (groups.length === 0) return <Text size="sm">-</Text>;
  return (
    <Stack gap={4}>
      {groups.map((group) => (
        <div key={group._id}>
          <Text size="sm" fw={500}>
            {group.groupName}
          </Text>
          <Text size="xs" c="dimmed">
            {group.branches.map((branch) => branch.branchName).join(', ')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
