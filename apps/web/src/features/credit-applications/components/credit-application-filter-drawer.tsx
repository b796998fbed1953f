import { businessToday } from '@creditdesk/domain/shared/dates';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { CreditFilterFields } from '../../../components/ui/credit-filter-fields';
import { FilterDateRange } from '../../../components/ui/filter-date-range';
import { FilterMultiSelect } from '../../../components/ui/filter-fields';
import { useApprovalTierChoices } from '../api/get-approval-tiers';
import { useCreditApplicationFilterOptions } from '../api/get-credit-application-filter-options';
import {
  NO_CREDIT_APPLICATION_FILTERS,
  type CreditApplicationFilters,
} from '../api/get-credit-applications';
import { useFilterDraft, type FilterDraftProps } from '../../../components/ui/use-filter-draft';

export interface CreditApplicationFilterDrawerProps extends FilterDraftProps<CreditApplicationFilters> {
  /** The approval queue holds one status only and offers no status filter. */
  withStatus?: boolean;
  /** The approval queue offers its tiers and 'I can decide'. */
  withApproval?: boolean;
}

/** The credit application list's filters, applied together. */
export function CreditApplicationFilterDrawer({
  withStatus = true,
  withApproval = false,
  ...props
}: CreditApplicationFilterDrawerProps) {
  const { t } = useTranslation();
  const { draft, setDraft, everOpened, chosen, drawer } = useFilterDraft(
    props,
    NO_CREDIT_APPLICATION_FILTERS,
  );
  const options = useCreditApplicationFilterOptions(everOpened, draft.debitur);
  const tiers = useApprovalTierChoices(everOpened && withApproval);
  const tenorStart = draft.tenorStartDate[0] ?? null;
  const today = businessToday();

  return (
    <FilterDrawer {...drawer}>
      <CreditFilterFields
        texts="creditApplications.filter"
        choices={options}
        chosen={chosen}
        withStatus={withStatus}
      />
      <FilterDateRange
        labels={{
          from: t('creditApplications.filter.tenorStartDate'),
          to: t('creditApplications.filter.tenorEndDate'),
        }}
        from={draft.tenorStartDate}
        to={draft.tenorEndDate}
        onChange={({ from, to }) => setDraft({ ...draft, tenorStartDate: from, tenorEndDate: to })}
        toNeedsFrom
        earliestTo={tenorStart && tenorStart > today ? tenorStart : today}
      />
      {withApproval && (
        <FilterMultiSelect
          label={t('creditApplications.approvals.tierFilter')}
          data={tiers.data ?? []}
          failed={tiers.isError}
          value={draft.tier}
          onChange={(tier) => setDraft({ ...draft, tier })}
        />
      )}
      {withApproval && (
        <Checkbox
          label={t('creditApplications.approvals.canDecide')}
          checked={draft.canDecide[0] === 'true'}
          onChange={(event) =>
            setDraft({ ...draft, canDecide: event.currentTarget.checked ? ['true'] : [] })
          }
        />
      )}
    </FilterDrawer>
  );
}
