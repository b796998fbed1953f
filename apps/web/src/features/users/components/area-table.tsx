import type { AreaEntry, UserGroup } from '@creditdesk/domain/users/users.schemas';
import { ActionIcon, Checkbox, Group as Row, Select, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '../../../components/ui/empty-table-row';

export interface AreaTableProps {
  /** The groups that can be chosen, each with its branches. */
  groups: UserGroup[];
  value: AreaEntry[];
  onChange: (area: AreaEntry[]) => void;
  error?: string;
  /** The area cannot be changed here; `description` says why. */
  disabled?: boolean;
  description?: string;
}

/** The chosen branch ids of each group. */
const selectionOf = (area: AreaEntry[]) =>
  new Map(area.map((entry) => [entry.groupId, new Set(entry.branch.map((b) => b.branchId))]));

/**
 * A user's area: a Group filter, then Group / Branch / Select rows. Each group's 'Select All'
 * checks every branch of the group and is indeterminate when only some are checked; the
 * expander shows one checkbox per branch.
 */
export function AreaTable({
  groups,
  value,
  onChange,
  error,
  disabled = false,
  description,
}: AreaTableProps) {
  const { t } = useTranslation();
  const [groupFilter, setGroupFilter] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const selection = selectionOf(value);

  /** Writes the new selection back in the order the groups are listed, dropping empty groups. */
  const commit = (groupId: string, branchIds: Set<string>) => {
    const next = new Map(selection).set(groupId, branchIds);
    onChange(
      groups
        .map((group) => ({
          groupId: group._id,
          branch: group.branches
            .filter((branch) => next.get(group._id)?.has(branch._id))
            .map((branch) => ({ branchId: branch._id })),
        }))
        .filter((entry) => entry.branch.length > 0),
    );
  };

  const toggleExpanded = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  const shown = groups.filter((group) => !groupFilter || group._id === groupFilter);

  return (
    <Stack gap="sm">
      <Select
        label={t('users.group')}
        placeholder={t('users.allGroups')}
        data={groups.map((group) => ({ value: group._id, label: group.groupName }))}
        value={groupFilter}
        onChange={setGroupFilter}
        clearable
        searchable
        maw={360}
      />
      {/* Without groups there is nothing to scroll to: no region a keyboard could not reach. */}
      <Table.ScrollContainer minWidth={shown.length ? 560 : 0} type="native">
        <Table aria-label={t('users.area')} verticalSpacing="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.group')}</Table.Th>
              <Table.Th>{t('users.branch')}</Table.Th>
              <Table.Th w={160}>{t('users.select')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && <EmptyTableRow columns={3} text={t('kit.empty')} py="md" />}
            {shown.map((group) => {
              const chosen = selection.get(group._id) ?? new Set<string>();
              const chosenCount = group.branches.filter((b) => chosen.has(b._id)).length;
              const isOpen = expanded.has(group._id);
              return (
                <Fragment key={group._id}>
                  <Table.Tr>
                    <Table.Td>
                      <Row gap="xs" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => toggleExpanded(group._id)}
                          aria-expanded={isOpen}
                          aria-label={t(isOpen ? 'users.hideBranches' : 'users.showBranches', {
                            group: group.groupName,
                          })}
                        >
                          {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                        <Text size="sm" fw={500}>
                          {group.groupName}
                        </Text>
                      </Row>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={chosenCount ? undefined : 'dimmed'}>
                        {chosenCount
                          ? group.branches
                              .filter((b) => chosen.has(b._id))
                              .map((b) => b.branchName)
                              .join(', ')
                          : t('users.branchCount', { count: group.branches.length })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        label={t('users.selectAll')}
                        aria-label={t('users.selectAllOf', { group: group.groupName })}
                        checked={chosenCount > 0 && chosenCount === group.branches.length}
                        indeterminate={chosenCount > 0 && chosenCount < group.branches.length}
                        disabled={disabled}
                        onChange={(event) =>
                          commit(
                            group._id,
                            new Set(
                              event.currentTarget.checked ? group.branches.map((b) => b._id) : [],
                            ),
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                  {isOpen &&
                    group.branches.map((branch) => (
                      <Table.Tr key={`${group._id}/${branch._id}`} bg="var(--mantine-color-gray-0)">
                        <Table.Td />
                        <Table.Td>
                          <Text size="sm">{branch.branchName}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            aria-label={`${branch.branchName} (${group.groupName})`}
                            checked={chosen.has(branch._id)}
                            disabled={disabled}
                            onChange={(event) => {
                              const next = new Set(chosen);
                              if (event.currentTarget.checked) next.add(branch._id);
                              else next.delete(branch._id);
                              commit(group._id, next);
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
