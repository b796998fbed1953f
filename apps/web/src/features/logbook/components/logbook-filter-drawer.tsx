import {
  LOGBOOK_PARTIES,
  LOGBOOK_STATUSES,
  type LogbookParty,
  type LogbookStatus,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { FilterMultiSelect } from '../../../components/ui/filter-fields';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';

export interface LogbookFilters {
  party: LogbookParty[];
  status: LogbookStatus[];
}

export const NO_LOGBOOK_FILTERS: LogbookFilters = { party: [], status: [] };

/** The logbook's page filters: Pihak (party) and Status, several of each. */
export function LogbookFilterDrawer(props: FilterDraftProps<LogbookFilters>) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const { chosen, drawer } = useFilterDraft(props, NO_LOGBOOK_FILTERS);
  return (
    <FilterDrawer {...drawer}>
      <FilterMultiSelect
        label={t('logbook.filter.party')}
        placeholder={t('logbook.filter.allParties')}
        data={LOGBOOK_PARTIES}
        {...chosen('party')}
      />
      <FilterMultiSelect
        label={t('logbook.filter.status')}
        placeholder={t('logbook.filter.allStatuses')}
        data={labelled('logbook.statuses', LOGBOOK_STATUSES)}
        {...chosen('status')}
      />
    </FilterDrawer>
  );
}
