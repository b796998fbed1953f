import { businessToday, isDateOnly } from '@creditdesk/domain/shared/dates';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '../../../components/ui/filter-drawer';
import { CreditFilterFields } from '../../../components/ui/credit-filter-fields';
import { FilterDateInput, FilterMultiSelect } from '../../../components/ui/filter-fields';
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

/** A typed text that is no date filters nothing rather than being sent to the server. */
const asList = (date: string | null) => (isDateOnly(date) ? [date] : []);

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
      <FilterDateInput
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
      />
      <FilterDateInput
        label={t('creditApplications.filter.tenorEndDate')}
        value={draft.tenorEndDate[0] ?? null}
        onChange={(date) => setDraft({ ...draft, tenorEndDate: asList(date) })}
        disabled={!tenorStart}
        minDate={tenorStart && tenorStart > today ? tenorStart : today}
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
