import { MARITAL_STATUSES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useBranchOptions } from '../api/get-debitur-options';
import {
  MORE_NAMES_HINT,
  NO_DEBITUR_FILTERS,
  useDebiturNameOptions,
  type DebiturFilters,
} from '../api/get-debiturs';

const OPTIONS_FAILED = 'Failed to load data';

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
  const [draft, setDraft] = useState(value);
  const [wasOpened, setWasOpened] = useState(opened);
  const [everOpened, setEverOpened] = useState(opened);
  // Each opening starts from the filters in force, not from an abandoned draft.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setDraft(value);
      setEverOpened(true);
    }
  }
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
        label={type === 'Personal' ? 'Debitur Name' : 'Company Name'}
        placeholder="All names"
        description={names.hasMore ? MORE_NAMES_HINT : undefined}
        data={names.data}
        value={draft[nameField]}
        onChange={(chosen) => setDraft({ ...draft, [nameField]: chosen })}
        searchValue={names.searchValue}
        onSearchChange={names.onSearchChange}
        loading={names.isFetching}
        nothingFoundMessage={names.isFetching ? 'Loading data...' : 'No data available'}
        error={names.isError ? OPTIONS_FAILED : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {type === 'Personal' && (
        <MultiSelect
          label="Marital Status"
          placeholder="All statuses"
          data={[...MARITAL_STATUSES]}
          value={draft.maritalStatus}
          onChange={(maritalStatus) => setDraft({ ...draft, maritalStatus })}
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <MultiSelect
        label="Branch"
        placeholder="All branches"
        data={branches.data ?? []}
        value={draft.branchId}
        onChange={(branchId) => setDraft({ ...draft, branchId })}
        error={branches.isError ? OPTIONS_FAILED : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
