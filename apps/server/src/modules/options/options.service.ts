import {
  DEBITUR_OPTIONS_LIMIT,
  type DebiturOptionsQuery,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import * as repository from './options.repository';

/**
 * The option lists of the forms and filters, in one place: groups with their branches, credit
 * types, facilities and the debitur search. A scoped user is offered only what lies in his area.
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
