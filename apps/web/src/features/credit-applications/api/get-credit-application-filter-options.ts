import type { CreditApplicationOptions } from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import {
  useCreditApplicationOptions,
  useCreditTypeOptions,
  useFacilityOptions,
  type SelectOption,
} from './get-credit-application-options';
import { useDebiturChoices } from './get-debitur-options';

/** Branches once each (a branch may serve several groups), sorted by name. */
const branchOptions = (options: CreditApplicationOptions): SelectOption[] => {
  const byId = new Map<string, SelectOption>();
  for (const group of options.groups)
    for (const branch of group.branches)
      byId.set(branch._id, { value: branch._id, label: branch.branchName });
  return [...byId.values()].sort((a, b) =>
    a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }),
  );
};

const groupOptions = (options: CreditApplicationOptions): SelectOption[] =>
  options.groups.map((group) => ({ value: group._id, label: group.groupName }));

/**
 * The Filter drawer's choices, loaded once the drawer is first opened (`enabled`). Groups,
 * branches, credit types and facilities come from the one options call; debiturs are searched on the server
 * as the user types, and the chosen ones keep their names.
 */
export const useCreditApplicationFilterOptions = (enabled: boolean, chosenDebiturs: string[]) => ({
  groups: useCreditApplicationOptions(groupOptions, enabled),
  branches: useCreditApplicationOptions(branchOptions, enabled),
  creditTypes: useCreditTypeOptions(enabled),
  facilities: useFacilityOptions(enabled),
  debiturs: useDebiturChoices({ chosen: chosenDebiturs, enabled }),
});
