import { badgesOf } from '@creditdesk/domain/reports/report-badges';
import { isChoiceFilter } from '@creditdesk/domain/reports/report-filter-options';
import type { PageFilter, ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CreditFilterFields,
  type CreditFilterChoices,
} from '../../../components/ui/credit-filter-fields';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { FilterDateRange } from '../../../components/ui/filter-date-range';
import {
  FilterMultiSelect,
  FilterSelect,
  type FilterChoices,
} from '../../../components/ui/filter-fields';
import { useReportFilterOptions } from '../api/get-report-filter-options';
import { useReportTerm } from './use-report-term';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';

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

/** The choices of the drawer's lists; debiturs are searched on the server as the user types. */
export interface ReportChoices extends CreditFilterChoices {
  groups: FilterChoices;
}

export interface ReportFilterDrawerProps extends FilterDraftProps<ReportFilters> {
  definition: ReportDefinition;
  /** Loads the choices once `enabled` (the drawer was opened), naming the chosen debiturs. */
  useChoices: (enabled: boolean, chosenDebiturs: string[]) => ReportChoices;
}

const emptyFilters = (definition: ReportDefinition): ReportFilters =>
  Object.fromEntries(reportFilterKeys(definition).map((key) => [key, []]));

const asList = (value: string | null | undefined) => (value ? [value] : []);

/** Due dates lie ahead: the year dropdown reaches 30 years past this one. */
const dueHorizon = () => `${Number(businessToday().slice(0, 4)) + 30}-12-31`;

/** A report page's filters, applied together: the common ones, then the page's own. */
export function ReportFilterDrawer({ definition, useChoices, ...props }: ReportFilterDrawerProps) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const term = useReportTerm();
  const { draft, setDraft, everOpened, chosen, drawer } = useFilterDraft(
    props,
    emptyFilters(definition),
  );
  const get = (key: string) => draft[key] ?? [];
  const choices = useChoices(everOpened, get('debitur'));
  const pageChoices = useReportFilterOptions(
    definition.slug,
    drawer.opened && definition.pageFilters.some(isChoiceFilter),
  );
  const set = (key: string, values: string[]) => setDraft({ ...draft, [key]: values });

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
          <FilterSelect
            key={filter.key}
            label={term(filter.label)}
            placeholder={t('reports.filter.all')}
            data={[
              { value: 'yes', label: t('reports.filter.yes') },
              { value: 'no', label: t('reports.filter.no') },
            ]}
            value={get(filter.key)[0] ?? null}
            onChange={(answer) => set(filter.key, asList(answer))}
          />
        );
      default:
        return (
          <FilterMultiSelect
            key={filter.key}
            label={term(filter.label)}
            placeholder={t('reports.filter.all')}
            data={pageChoices.data?.[filter.key] ?? []}
            failed={pageChoices.isError}
            {...chosen(filter.key)}
          />
        );
    }
  };

  return (
    <FilterDrawer {...drawer}>
      <FilterMultiSelect
        label={t('reports.filter.badge')}
        placeholder={t('reports.filter.allBadges')}
        data={labelled('reports.badges', badgesOf(definition))}
        {...chosen('badge')}
      />
      <FilterDateRange
        labels={{ from: t('reports.filter.dueFrom'), to: t('reports.filter.dueTo') }}
        from={get('dueFrom')}
        to={get('dueTo')}
        onChange={({ from, to }) => setDraft({ ...draft, dueFrom: from, dueTo: to })}
        maxDate={dueHorizon()}
      />
      {definition.pageFilters.map(pageFilter)}
      <FilterMultiSelect
        label={t('reports.filter.group')}
        placeholder={t('reports.filter.allGroups')}
        data={choices.groups.data ?? []}
        failed={choices.groups.isError}
        searchable
        {...chosen('groupId')}
      />
      <CreditFilterFields texts="reports.filter" choices={choices} chosen={chosen} />
    </FilterDrawer>
  );
}
