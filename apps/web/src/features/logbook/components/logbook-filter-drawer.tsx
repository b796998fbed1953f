import {
  LOGBOOK_PARTIES,
  LOGBOOK_STATUSES,
  type LogbookParty,
  type LogbookStatus,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useFilterDraft } from '../../../components/ui/use-filter-draft';

export interface LogbookFilters {
  party: LogbookParty[];
  status: LogbookStatus[];
}

export const NO_LOGBOOK_FILTERS: LogbookFilters = { party: [], status: [] };

export interface LogbookFilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the drawer edits a copy until Apply. */
  value: LogbookFilters;
  onApply: (filters: LogbookFilters) => void;
}

/** The logbook's page filters: Pihak (party) and Status, several of each. */
export function LogbookFilterDrawer({ opened, onClose, value, onApply }: LogbookFilterDrawerProps) {
  const { t } = useTranslation();
  const { draft, setDraft } = useFilterDraft(value, opened);
  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onReset={() => setDraft(NO_LOGBOOK_FILTERS)}
      onApply={() => onApply(draft)}
    >
      <MultiSelect
        label={t('logbook.filter.party')}
        placeholder={t('logbook.filter.allParties')}
        data={LOGBOOK_PARTIES}
        value={draft.party}
        onChange={(party) => setDraft({ ...draft, party: party as LogbookParty[] })}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <MultiSelect
        label={t('logbook.filter.status')}
        placeholder={t('logbook.filter.allStatuses')}
        data={LOGBOOK_STATUSES.map((status) => ({
          value: status,
          label: t(`logbook.statuses.${status}`),
        }))}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status as LogbookStatus[] })}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
