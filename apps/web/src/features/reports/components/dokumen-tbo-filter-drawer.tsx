import { OPEN_DEFERRAL_STATUSES } from '@creditdesk/domain/documents/document-deferrals';
import { DEFERRAL_BADGES } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { FilterDateRange } from '../../../components/ui/filter-date-range';
import { FilterMultiSelect, type FilterChoices } from '../../../components/ui/filter-fields';
import { useLabelledOptions } from '../../../components/ui/labelled-options';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';
import type { ReportFilters } from './report-filter-drawer';

/** The Dokumen TBO page's filters, as its address holds them. */
export const DOKUMEN_TBO_FILTER_KEYS = [
  'branchId',
  'badge',
  'status',
  'promisedFrom',
  'promisedTo',
] as const;

/** Keys holding one date rather than a list. */
export const isSingleDate = (key: string) => key === 'promisedFrom' || key === 'promisedTo';

export interface DokumenTboFilterDrawerProps extends FilterDraftProps<ReportFilters> {
  /** The branches of the user's area, loaded once `enabled` (the drawer was opened). */
  useBranches: (enabled: boolean) => FilterChoices;
}

const EMPTY: ReportFilters = Object.fromEntries(DOKUMEN_TBO_FILTER_KEYS.map((key) => [key, []]));

/** Branch, due badge, deferral status and the promised date range, applied together. */
export function DokumenTboFilterDrawer({ useBranches, ...props }: DokumenTboFilterDrawerProps) {
  const { t } = useTranslation();
  const labelled = useLabelledOptions();
  const { draft, setDraft, everOpened, chosen, drawer } = useFilterDraft(props, EMPTY);
  const branches = useBranches(everOpened);

  return (
    <FilterDrawer {...drawer}>
      <FilterMultiSelect
        label={t('dokumenTbo.filter.badge')}
        placeholder={t('dokumenTbo.filter.allBadges')}
        data={labelled('reports.badges', DEFERRAL_BADGES)}
        {...chosen('badge')}
      />
      <FilterMultiSelect
        label={t('dokumenTbo.filter.status')}
        placeholder={t('dokumenTbo.filter.allStatuses')}
        data={labelled('dokumenTbo.statuses', OPEN_DEFERRAL_STATUSES)}
        {...chosen('status')}
      />
      <FilterDateRange
        labels={{
          from: t('dokumenTbo.filter.promisedFrom'),
          to: t('dokumenTbo.filter.promisedTo'),
        }}
        from={draft.promisedFrom ?? []}
        to={draft.promisedTo ?? []}
        onChange={({ from, to }) => setDraft({ ...draft, promisedFrom: from, promisedTo: to })}
      />
      <FilterMultiSelect
        label={t('dokumenTbo.filter.branch')}
        placeholder={t('dokumenTbo.filter.allBranches')}
        data={branches.data ?? []}
        failed={branches.isError}
        searchable
        {...chosen('branchId')}
      />
    </FilterDrawer>
  );
}
