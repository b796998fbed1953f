import { DEBITUR_OPTIONS_LIMIT } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import { businessToday, isDateOnly } from '@creditdesk/domain/shared/dates';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/ui/date-input';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useCreditApplicationFilterOptions } from '../api/get-credit-application-filter-options';
import {
  NO_CREDIT_APPLICATION_FILTERS,
  type CreditApplicationFilters,
} from '../api/get-credit-applications';
import { useFilterDraft } from '../../../components/ui/use-filter-draft';

export interface CreditApplicationFilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the drawer edits a copy until Apply. */
  value: CreditApplicationFilters;
  onApply: (filters: CreditApplicationFilters) => void;
  /** The approval queue holds one status only and offers no status filter. */
  withStatus?: boolean;
}

/** A typed text that is no date filters nothing rather than being sent to the server. */
const asList = (date: string | null) => (isDateOnly(date) ? [date] : []);

/** The credit application list's filters, applied together. */
export function CreditApplicationFilterDrawer({
  opened,
  onClose,
  value,
  onApply,
  withStatus = true,
}: CreditApplicationFilterDrawerProps) {
  const { t } = useTranslation();
  const { draft, setDraft, everOpened } = useFilterDraft(value, opened);
  const options = useCreditApplicationFilterOptions(everOpened, draft.debitur);
  const { debiturs } = options;
  const tenorStart = draft.tenorStartDate[0] ?? null;
  const today = businessToday();
  const select = (
    label: string,
    placeholder: string,
    field: 'branchId' | 'creditType' | 'facilities',
    query: (typeof options)['branches' | 'creditTypes' | 'facilities'],
  ) => (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={query.data ?? []}
      value={draft[field]}
      onChange={(chosen) => setDraft({ ...draft, [field]: chosen })}
      error={query.isError ? t('creditApplications.optionsFailed') : undefined}
      searchable
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onReset={() => setDraft(NO_CREDIT_APPLICATION_FILTERS)}
      onApply={() => onApply(draft)}
    >
      {select(
        t('creditApplications.filter.branch'),
        t('creditApplications.filter.allBranches'),
        'branchId',
        options.branches,
      )}
      <MultiSelect
        label={t('creditApplications.filter.debitur')}
        placeholder={t('creditApplications.filter.allDebiturs')}
        description={
          debiturs.hasMore
            ? t('creditApplications.moreDebiturs', { limit: DEBITUR_OPTIONS_LIMIT })
            : undefined
        }
        data={debiturs.data}
        value={draft.debitur}
        onChange={(debitur) => setDraft({ ...draft, debitur })}
        searchValue={debiturs.searchValue}
        onSearchChange={debiturs.onSearchChange}
        loading={debiturs.isFetching}
        maxValues={DEBITUR_OPTIONS_LIMIT}
        nothingFoundMessage={
          debiturs.isFetching ? t('creditApplications.loading') : t('creditApplications.empty')
        }
        error={debiturs.isError ? t('creditApplications.optionsFailed') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {select(
        t('creditApplications.filter.creditType'),
        t('creditApplications.filter.allCreditTypes'),
        'creditType',
        options.creditTypes,
      )}
      {select(
        t('creditApplications.filter.facilities'),
        t('creditApplications.filter.allFacilities'),
        'facilities',
        options.facilities,
      )}
      {withStatus && (
        <MultiSelect
          label={t('creditApplications.filter.status')}
          placeholder={t('creditApplications.filter.allStatuses')}
          data={CREDIT_APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: t(`creditApplications.status.${status}`),
          }))}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <DateOnlyInput
        label={t('creditApplications.filter.tenorStartDate')}
        value={tenorStart}
        onChange={(date) =>
          setDraft({
            ...draft,
            tenorStartDate: asList(date),
            // The end needs a start, and an end before the new start would match nothing.
            tenorEndDate: !date || (draft.tenorEndDate[0] ?? '') < date ? [] : draft.tenorEndDate,
          })
        }
        clearable
        popoverProps={{ withinPortal: false }}
      />
      <DateOnlyInput
        label={t('creditApplications.filter.tenorEndDate')}
        value={draft.tenorEndDate[0] ?? null}
        onChange={(date) => setDraft({ ...draft, tenorEndDate: asList(date) })}
        disabled={!tenorStart}
        minDate={tenorStart && tenorStart > today ? tenorStart : today}
        clearable
        popoverProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
