import { USER_STATUSES, type UserStatus } from '@creditdesk/domain/users/users.schemas';
import { MultiSelect, Select } from '@mantine/core';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useGroupOptions } from '../api/get-group-options';
import { useRoleOptions } from '../api/get-role-options';
import { useTranslation } from 'react-i18next';
import { useFilterDraft } from '../../../components/ui/use-filter-draft';

export interface UserFilters {
  roleId: string[];
  groupId: string[];
  branchId: string[];
  status: UserStatus | null;
}

export const NO_USER_FILTERS: UserFilters = { roleId: [], groupId: [], branchId: [], status: null };

export interface UserFilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the drawer edits a copy until Apply. */
  value: UserFilters;
  onApply: (filters: UserFilters) => void;
}

/** Role, Group and Branch (several each) and Status (one), applied together. */
export function UserFilterDrawer({ opened, onClose, value, onApply }: UserFilterDrawerProps) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const groups = useGroupOptions();
  const { draft, setDraft } = useFilterDraft(value, opened);

  /** The branches of the chosen groups, or of every group when none is chosen. */
  const branchesOf = (groupIds: string[]) =>
    new Map(
      (groups.data ?? [])
        .filter((group) => groupIds.length === 0 || groupIds.includes(group._id))
        .flatMap((group) => group.branches.map((branch) => [branch._id, branch.branchName])),
    );
  const branchOptions = [...branchesOf(draft.groupId)].map(([id, name]) => ({
    value: id,
    label: name,
  }));

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onReset={() => setDraft(NO_USER_FILTERS)}
      onApply={() => onApply(draft)}
    >
      <MultiSelect
        label={t('users.role')}
        placeholder={t('users.allRoles')}
        data={(roles.data ?? []).map((role) => ({ value: role._id, label: role.name }))}
        value={draft.roleId}
        onChange={(roleId) => setDraft({ ...draft, roleId })}
        error={roles.isError ? t('kit.loadError') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <MultiSelect
        label={t('users.group')}
        placeholder={t('users.allGroups')}
        data={(groups.data ?? []).map((group) => ({ value: group._id, label: group.groupName }))}
        value={draft.groupId}
        onChange={(groupId) => {
          const offered = branchesOf(groupId);
          setDraft({ ...draft, groupId, branchId: draft.branchId.filter((id) => offered.has(id)) });
        }}
        error={groups.isError ? t('kit.loadError') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <MultiSelect
        label={t('users.branch')}
        placeholder={t('users.allBranches')}
        data={branchOptions}
        value={draft.branchId}
        onChange={(branchId) => setDraft({ ...draft, branchId })}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('users.status')}
        placeholder={t('users.allStatuses')}
        data={USER_STATUSES.map((status) => ({
          value: status,
          label: t(`users.statuses.${status}`),
        }))}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as UserStatus | null })}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
