import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import { badgesOf } from '@creditdesk/domain/reports/report-badges';
import { typeTitle } from '@creditdesk/domain/reports/report-catalogue';
import type { PageFilter, ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { DEBITUR_OPTIONS_LIMIT } from '@creditdesk/domain/credit-applications/credit-application-options.messages';
import { businessToday, isDateOnly } from '@creditdesk/domain/shared/dates';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/ui/date-input';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { useReportTerm } from './use-report-term';
import { useFilterDraft } from '../../../components/ui/use-filter-draft';

/** The filters of a report page as the address holds them: every value a list. */
export type ReportFilters = Record<string, string[]>;

/** The filter keys every report page shares (design: Common filters). */
export const COMMON_REPORT_FILTER_KEYS = [
  'groupId',
  'branchId',
  'debitur',
  'creditType',
  'facilities',
  'status',
  'dueFrom',
  'dueTo',
  'badge',
] as const;

export const reportFilterKeys = (definition: ReportDefinition) => [
  ...COMMON_REPORT_FILTER_KEYS,
  ...definition.pageFilters.map((filter) => filter.key),
];

/** Keys holding one value (a date, a text, yes or no) rather than a list. */
export const isSingleValued = (definition: ReportDefinition, key: string) =>
  key === 'dueFrom' ||
  key === 'dueTo' ||
  definition.pageFilters.some(
    (filter) => filter.key === key && (filter.kind === 'contains' || filter.kind === 'filled'),
  );

interface Choices {
  data?: { value: string; label: string }[];
  isError: boolean;
}

/** The choices of the drawer's lists; debiturs are searched on the server as the user types. */
export interface ReportChoices {
  groups: Choices;
  branches: Choices;
  creditTypes: Choices;
  facilities: Choices;
  debiturs: {
    data: { value: string; label: string }[];
    searchValue: string;
    onSearchChange: (value: string) => void;
    hasMore: boolean;
    isError: boolean;
    isFetching: boolean;
  };
}

export interface ReportFilterDrawerProps {
  definition: ReportDefinition;
  opened: boolean;
  onClose: () => void;
  value: ReportFilters;
  onApply: (filters: ReportFilters) => void;
  /** Loads the choices once `enabled` (the drawer was opened), naming the chosen debiturs. */
  useChoices: (enabled: boolean, chosenDebiturs: string[]) => ReportChoices;
}

const emptyFilters = (definition: ReportDefinition): ReportFilters =>
  Object.fromEntries(reportFilterKeys(definition).map((key) => [key, []]));

const asList = (value: string | null | undefined) => (value ? [value] : []);

/** Due dates lie ahead: the year dropdown reaches 30 years past this one. */
const dueHorizon = () => `${Number(businessToday().slice(0, 4)) + 30}-12-31`;

/** A report page's filters, applied together: the common ones, then the page's own. */
export function ReportFilterDrawer({
  definition,
  opened,
  onClose,
  value,
  onApply,
  useChoices,
}: ReportFilterDrawerProps) {
  const { t } = useTranslation();
  const term = useReportTerm();
  const { draft, setDraft, everOpened } = useFilterDraft(value, opened);
  const get = (key: string) => draft[key] ?? [];
  const choices = useChoices(everOpened, get('debitur'));
  const { debiturs } = choices;
  const set = (key: string, values: string[]) => setDraft({ ...draft, [key]: values });
  const dueFrom = get('dueFrom')[0] ?? null;

  const choice = (label: string, placeholder: string, key: string, query: Choices) => (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={query.data ?? []}
      value={get(key)}
      onChange={(chosen) => set(key, chosen)}
      error={query.isError ? t('reports.filter.optionsFailed') : undefined}
      searchable
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );

  const pageFilter = (filter: PageFilter) => {
    switch (filter.kind) {
      case 'contains':
        return (
          <TextInput
            key={filter.key}
            label={term(filter.label)}
            placeholder={t('reports.filter.any', { label: term(filter.label).toLowerCase() })}
            value={get(filter.key)[0] ?? ''}
            onChange={(event) => set(filter.key, asList(event.currentTarget.value))}
          />
        );
      case 'filled':
        return (
          <Select
            key={filter.key}
            label={term(filter.label)}
            placeholder={t('reports.filter.all')}
            data={[
              { value: 'yes', label: t('reports.filter.yes') },
              { value: 'no', label: t('reports.filter.no') },
            ]}
            value={get(filter.key)[0] ?? null}
            onChange={(chosen) => set(filter.key, asList(chosen))}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        );
      default:
        return (
          <MultiSelect
            key={filter.key}
            label={term(filter.label)}
            placeholder={t('reports.filter.all')}
            data={filter.options.map((option) => ({
              value: option,
              label: filter.kind === 'type' ? typeTitle(option) : option,
            }))}
            value={get(filter.key)}
            onChange={(chosen) => set(filter.key, chosen)}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        );
    }
  };

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onReset={() => setDraft(emptyFilters(definition))}
      onApply={() => onApply(draft)}
    >
      <MultiSelect
        label={t('reports.filter.badge')}
        placeholder={t('reports.filter.allBadges')}
        data={badgesOf(definition).map((badge) => ({
          value: badge,
          label: t(`reports.badges.${badge}`),
        }))}
        value={get('badge')}
        onChange={(chosen) => set('badge', chosen)}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <DateOnlyInput
        label={t('reports.filter.dueFrom')}
        value={dueFrom}
        onChange={(date) =>
          setDraft({
            ...draft,
            dueFrom: isDateOnly(date) ? [date] : [],
            // An end before the new start would match nothing.
            dueTo: date && (get('dueTo')[0] ?? '') < date ? [] : get('dueTo'),
          })
        }
        maxDate={dueHorizon()}
        clearable
        popoverProps={{ withinPortal: false }}
      />
      <DateOnlyInput
        label={t('reports.filter.dueTo')}
        value={get('dueTo')[0] ?? null}
        onChange={(date) => set('dueTo', isDateOnly(date) ? [date] : [])}
        minDate={dueFrom ?? undefined}
        maxDate={dueHorizon()}
        clearable
        popoverProps={{ withinPortal: false }}
      />
      {definition.pageFilters.map(pageFilter)}
      {choice(t('reports.filter.group'), t('reports.filter.allGroups'), 'groupId', choices.groups)}
      {choice(
        t('reports.filter.branch'),
        t('reports.filter.allBranches'),
        'branchId',
        choices.branches,
      )}
      <MultiSelect
        label={t('reports.filter.debitur')}
        placeholder={t('reports.filter.allDebiturs')}
        description={
          debiturs.hasMore
            ? t('creditApplications.moreDebiturs', { limit: DEBITUR_OPTIONS_LIMIT })
            : undefined
        }
        data={debiturs.data}
        value={get('debitur')}
        onChange={(chosen) => set('debitur', chosen)}
        searchValue={debiturs.searchValue}
        onSearchChange={debiturs.onSearchChange}
        loading={debiturs.isFetching}
        maxValues={DEBITUR_OPTIONS_LIMIT}
        nothingFoundMessage={
          debiturs.isFetching ? t('creditApplications.loading') : t('creditApplications.empty')
        }
        error={debiturs.isError ? t('reports.filter.optionsFailed') : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {choice(
        t('reports.filter.creditType'),
        t('reports.filter.allCreditTypes'),
        'creditType',
        choices.creditTypes,
      )}
      {choice(
        t('reports.filter.facilities'),
        t('reports.filter.allFacilities'),
        'facilities',
        choices.facilities,
      )}
      <MultiSelect
        label={t('reports.filter.status')}
        placeholder={t('reports.filter.allStatuses')}
        data={CREDIT_APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`creditApplications.status.${status}`),
        }))}
        value={get('status')}
        onChange={(chosen) => set('status', chosen)}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    </FilterDrawer>
  );
}
