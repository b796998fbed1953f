import { DEBITUR_OPTIONS_LIMIT } from '@creditdesk/domain/credit-applications/credit-application-options.messages';
import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import { useTranslation } from 'react-i18next';
import { FilterMultiSelect, type FilterChoices } from './filter-fields';
import { useLabelledOptions } from './labelled-options';
import { useSearchedChoices, type SearchedChoices } from './searched-choices';

/** The choices of the credit filters; debiturs are searched on the server as the user types. */
export interface CreditFilterChoices {
  branches: FilterChoices;
  creditTypes: FilterChoices;
  facilities: FilterChoices;
  debiturs: SearchedChoices;
}

type CreditFilterKey = 'branchId' | 'debitur' | 'creditType' | 'facilities' | 'status';

export interface CreditFilterFieldsProps {
  /** Where the labels are in the catalogue: each list names them the same way. */
  texts: 'creditApplications.filter' | 'reports.filter';
  choices: CreditFilterChoices;
  /** The draft's value of a filter and its setter (`useFilterDraft`'s `chosen`). */
  chosen: (key: CreditFilterKey) => { value: string[]; onChange: (values: string[]) => void };
  withStatus?: boolean;
}

/**
 * The filters the credit application lists and the reports share: Branch, Debitur, Credit Type,
 * Facilities and Application Status.
 */
export function CreditFilterFields({
  texts,
  choices,
  chosen,
  withStatus = true,
}: CreditFilterFieldsProps) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const debiturs = useSearchedChoices(
    choices.debiturs,
    t('creditApplications.moreDebiturs', { limit: DEBITUR_OPTIONS_LIMIT }),
  );
  const list = (label: string, placeholder: string, key: CreditFilterKey, of: FilterChoices) => (
    <FilterMultiSelect
      label={t(`${texts}.${label}`)}
      placeholder={t(`${texts}.${placeholder}`)}
      data={of.data ?? []}
      failed={of.isError}
      searchable
      {...chosen(key)}
    />
  );
  return (
    <>
      {list('branch', 'allBranches', 'branchId', choices.branches)}
      <FilterMultiSelect
        label={t(`${texts}.debitur`)}
        placeholder={t(`${texts}.allDebiturs`)}
        {...debiturs}
        maxValues={DEBITUR_OPTIONS_LIMIT}
        failed={choices.debiturs.isError}
        {...chosen('debitur')}
      />
      {list('creditType', 'allCreditTypes', 'creditType', choices.creditTypes)}
      {list('facilities', 'allFacilities', 'facilities', choices.facilities)}
      {withStatus && (
        <FilterMultiSelect
          label={t(`${texts}.status`)}
          placeholder={t(`${texts}.allStatuses`)}
          data={labelled('creditApplications.status', CREDIT_APPLICATION_STATUSES)}
          {...chosen('status')}
        />
      )}
    </>
  );
}
