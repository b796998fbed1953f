import { MARITAL_STATUSES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { FilterMultiSelect } from '../../../components/ui/filter-fields';
import { useSearchedChoices } from '../../../components/ui/searched-choices';
import { useBranchOptions } from '../api/get-debitur-options';
import {
  DEBITUR_NAME_OPTIONS_LIMIT,
  NO_DEBITUR_FILTERS,
  useDebiturNameOptions,
  type DebiturFilters,
} from '../api/get-debiturs';
import { useTranslation } from 'react-i18next';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';

export interface DebiturFilterDrawerProps extends FilterDraftProps<DebiturFilters> {
  /** Personal filters by Debitur Name and Marital Status, Enterprise by Company Name. */
  type: DebiturType;
}

/** The debitur list's filters of one type, with Branch, applied together. */
export function DebiturFilterDrawer({ type, ...props }: DebiturFilterDrawerProps) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const { draft, everOpened, chosen, drawer } = useFilterDraft(props, NO_DEBITUR_FILTERS);
  const nameField = type === 'Personal' ? 'fullName' : 'companyName';
  const names = useDebiturNameOptions(type, draft[nameField], everOpened);
  const searched = useSearchedChoices(
    names,
    t('debiturs.moreNames', { limit: DEBITUR_NAME_OPTIONS_LIMIT }),
  );
  const branches = useBranchOptions(everOpened);

  return (
    <FilterDrawer {...drawer}>
      <FilterMultiSelect
        label={t(type === 'Personal' ? 'debiturs.debiturName' : 'debiturs.companyName')}
        placeholder={t('debiturs.allNames')}
        {...searched}
        failed={names.isError}
        {...chosen(nameField)}
      />
      {type === 'Personal' && (
        <FilterMultiSelect
          label={t('debiturs.maritalStatus')}
          placeholder={t('debiturs.allStatuses')}
          data={labelled('debiturs.maritalStatuses', MARITAL_STATUSES)}
          {...chosen('maritalStatus')}
        />
      )}
      <FilterMultiSelect
        label={t('debiturs.branch')}
        placeholder={t('debiturs.allBranches')}
        data={branches.data ?? []}
        failed={branches.isError}
        searchable
        {...chosen('branchId')}
      />
    </FilterDrawer>
  );
}
