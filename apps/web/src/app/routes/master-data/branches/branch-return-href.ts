import { paths } from '../../../../config/paths';

export interface BranchFormOrigin {
  /** The branch being edited; absent on the add form. */
  id?: string;
  tab: string | null;
  groupId: string | null;
}

/**
 * Where the branch form's Cancel and success go (spec: Branches, Form): the group detail it
 * was opened from, else the branch detail when opened there (tab=detail), else the branch list
 * on the tab it came from.
 */
export const branchFormReturnHref = ({ id, tab, groupId }: BranchFormOrigin): string => {
  if (groupId) return paths.masterData.group.detailHref(groupId, tab);
  if (id && tab === 'detail') return paths.masterData.branch.detailHref(id);
  return paths.masterData.branch.getHref(tab ?? undefined);
};
