import { MARITAL_STATUSES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { MultiSelect } from '@mantine/core';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useBranchOptions } from '../api/get-debitur-options';
import {
  DEBITUR_NAME_OPTIONS_LIMIT,
  NO_DEBITUR_FILTERS,
  useDebiturNameOptions,
  type DebiturFilters,
} from '../api/get-debiturs';
import { useTranslation } from 'react-i18next';
import { useFilterDraft } from '../../../components/ui/use-filter-draft';

export interface DebiturFilterDrawerProps {
  /** Personal filters by Debitur Name and Marital Status, Enterprise by Company Name. */
  type: DebiturType;
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the drawer edits a copy until Apply. */
  value: DebiturFilters;
  onApply: (filters: DebiturFilters) => void;
}

/** The debitur list's filters of one type, with Branch, applied together. */
export function DebiturFilterDrawer({
  type,
  opened,
  onClose,
  value,
  onApply,
}: DebiturFilterDrawerProps) {
  const { t } = useTranslation();
  const { draft, setDraft, everOpened } = useFilterDraft(value, opened);
  const nameField = type === 'Personal' ? 'fullName' : 'companyName';
  const names = useDebiturNameOptions(type, draft[nameField], everOpened);
  const branches = useBranchOptions(everOpened);

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onReset={() => setDraft(NO_DEBITUR_FILTERS)}
      onApply={() => onApply(draft)}
    >
      <MultiSelect
        label={t(type === 'Personal' ? 'debiturs.debiturName' : 'debiturs.companyName')}
        placeholder={t('debiturs.allNames')}
        description={
          names.hasMore ? t('debiturs.moreNames', { limit: DEBITUR_NAME_OPTIONS_LIMIT }) : undefined
        }
        data={names.data}
        value={draft[nameField]}
        onChange={(chosen) => setDraft({ ...draft, [nameField]: chosen })}
        searchValue={names.searchValue}
        onSearchChange={names.onSearchChange}
        loading={names.isFetching}
        nothingFoundMessage={names.isFetching ? t('kit.loading') : t('kit.empty')}
        error={names.isError ? t('kit.loadError') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {type === 'Personal' && (
        <MultiSelect
          label={t('debiturs.maritalStatus')}
          placeholder={t('debiturs.allStatuses')}
          data={MARITAL_STATUSES.map((status) => ({
            value: status,
            label: t(`debiturs.maritalStatuses.${status}`),
          }))}
          value={draft.maritalStatus}
          onChange={(maritalStatus) => setDraft({ ...draft, maritalStatus })}
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <MultiSelect
        label={t('debiturs.branch')}
        placeholder={t('debiturs.allBranches')}
        data={branches.data ?? []}
        value={draft.branchId}
        onChange={(branchId) => setDraft({ ...draft, branchId })}
        error={branches.isError ? t('kit.loadError') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
