import {
  DEBITUR_OPTIONS_LIMIT,
  type DebiturOptionsQuery,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Database } from '../../db/client';
import { areaRefusal, mayGrant } from '@creditdesk/domain/access/privilege';
import type { Actor } from '../../plugins/actor';
import { everyGroupWithBranches } from '../groups/groups.service';
import { everyRoleAsGranted, grantorOf } from '../roles/privilege.service';
import * as repository from './options.repository';

/**
 * The option lists of the forms and filters, in one place: groups with their branches, credit
 * types, facilities, the debitur search, and the user form's roles and areas. A scoped user is offered only what lies in his area.
 */
export const createOptionsService = (db: Database) => {
  const groupsWithBranches = async (actor: Actor) =>
    repository.listGroupBranchOptions(db, await actor.branchScope(db));

  return {
    groupsWithBranches,

    /** The wizard's and the credit application filter's selects. */
    async creditApplication(actor: Actor) {
      const [creditTypes, facilities, groups] = await Promise.all([
        repository.listCreditTypeOptions(db),
        repository.listFacilityOptions(db),
        groupsWithBranches(actor),
      ]);
      return {
        creditTypes: creditTypes.map((row) => ({ _id: row.id, creditappName: row.name })),
        facilities: facilities.map((row) => ({ _id: row.id, facilityName: row.name })),
        groups,
      };
    },

    /**
     * Role and area choices for the form and filter, under User Management's own Read right; each
     * role and branch marked whether the actor may give it (`grantable`).
     */
    async userForm(actor: Actor) {
      const [{ roles: roleRows, granted }, groupRows, grantor, reach] = await Promise.all([
        everyRoleAsGranted(db),
        everyGroupWithBranches(db),
        grantorOf(db, actor),
        actor.branchScope(db),
      ]);
      return {
        roles: roleRows.map((role) => {
          const asGranted = granted.get(role.id);
          return {
            _id: role.id,
            name: role.name,
            grantable: asGranted !== undefined && mayGrant(grantor, asGranted),
          };
        }),
        groups: groupRows
          .filter((group) => group.branches.length > 0)
          .map((group) => ({
            _id: group.id,
            groupName: group.name,
            // The filter offers every branch, the form those of his area (all if he sees all).
            branches: group.branches.map((branch) => ({
              _id: branch.id,
              branchName: branch.name,
              grantable: areaRefusal(reach, [branch.id]) === undefined,
            })),
          })),
      };
    },

    /** At most DEBITUR_OPTIONS_LIMIT debiturs, and whether more matched. */
    async debiturs(query: DebiturOptionsQuery, actor: Actor) {
      const rows = await repository.listDebiturOptions(db, query, await actor.branchScope(db));
      return {
        data: rows.slice(0, DEBITUR_OPTIONS_LIMIT).map((row) => ({
          _id: row.id,
          type: row.type as DebiturType,
          name: row.name,
          relatedGroup: { _id: row.groupId, groupName: row.groupName },
          relatedBranch: { _id: row.branchId, branchName: row.branchName },
        })),
        hasMore: rows.length > DEBITUR_OPTIONS_LIMIT,
      };
    },
  };
};
export type OptionsService = ReturnType<typeof createOptionsService>;
