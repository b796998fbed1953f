import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ApplicationState } from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import {
  deferralDecisionRefusal,
  deferralRequestRefusal,
  deferralWithdrawalRefusal,
} from '@creditdesk/domain/documents/document-deferral-rules';
import { useCan, useCurrentUser } from '../../../lib/permissions';

/** What the user may do with a type's deferral (TBO), by the domain's rules and his rights. */
export interface DeferralRights {
  request: boolean;
  withdraw: boolean;
  decide: boolean;
}

/**
 * The deferral actions a type offers the user: the same refusals the server throws, so a button
 * shows only when the call would be allowed.
 */
export const useDeferralRights = (application: ApplicationState) => {
  const { user } = useCurrentUser();
  const canUpdate = useCan(SUB_MENUS.creditApplication, 'Update');
  const canWaive = useCan(SUB_MENUS.approval, 'Waive');
  return (type: DocumentTypeNode): DeferralRights => {
    const { deferral } = type;
    return {
      request:
        canUpdate &&
        deferralRequestRefusal(application, user._id, {
          mandatory: type.mandatory && !type.custom,
          hasFile: type.files.length > 0,
          openDeferral: deferral?.status ?? null,
        }) === undefined,
      withdraw:
        canUpdate && !!deferral && deferralWithdrawalRefusal(application, user._id) === undefined,
      decide:
        canWaive &&
        !!deferral &&
        deferralDecisionRefusal(application, user._id, deferral) === undefined,
    };
  };
};
