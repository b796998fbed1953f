import { USER_STATUSES, type UserStatus } from '@creditdesk/domain/users/users.schemas';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { FilterMultiSelect, FilterSelect } from '../../../components/ui/filter-fields';
import { useGroupOptions } from '../api/get-group-options';
import { useRoleOptions } from '../api/get-role-options';
import { useTranslation } from 'react-i18next';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';

export interface UserFilters {
  roleId: string[];
  groupId: string[];
  branchId: string[];
  status: UserStatus | null;
}

export const NO_USER_FILTERS: UserFilters = { roleId: [], groupId: [], branchId: [], status: null };

/** Role, Group and Branch (several each) and Status (one), applied together. */
export function UserFilterDrawer(props: FilterDraftProps<UserFilters>) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const roles = useRoleOptions();
  const groups = useGroupOptions();
  const { draft, setDraft, chosen, drawer } = useFilterDraft(props, NO_USER_FILTERS);

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
    <FilterDrawer {...drawer}>
      <FilterMultiSelect
        label={t('users.role')}
        placeholder={t('users.allRoles')}
        data={(roles.data ?? []).map((role) => ({ value: role._id, label: role.name }))}
        failed={roles.isError}
        searchable
        {...chosen('roleId')}
      />
      <FilterMultiSelect
        label={t('users.group')}
        placeholder={t('users.allGroups')}
        data={(groups.data ?? []).map((group) => ({ value: group._id, label: group.groupName }))}
        value={draft.groupId}
        onChange={(groupId) => {
          const offered = branchesOf(groupId);
          setDraft({ ...draft, groupId, branchId: draft.branchId.filter((id) => offered.has(id)) });
        }}
        failed={groups.isError}
        searchable
      />
      <FilterMultiSelect
        label={t('users.branch')}
        placeholder={t('users.allBranches')}
        data={branchOptions}
        searchable
        {...chosen('branchId')}
      />
      <FilterSelect
        label={t('users.status')}
        placeholder={t('users.allStatuses')}
        data={labelled('users.statuses', USER_STATUSES)}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as UserStatus | null })}
      />
    </FilterDrawer>
  );
}
