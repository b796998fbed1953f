import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { useTranslation } from 'react-i18next';
import { CatalogueInformationCard } from '../../../components/kit/information-card';
import { tierCreditTypesText, tierRangeText } from './tier-range';

/** A tier: its plafonds, credit types, the approvals it needs and whose. */
export function ApprovalAuthorityInformationCard({ tier }: { tier: ApprovalAuthority }) {
  const { t } = useTranslation();
  return (
    <CatalogueInformationCard
      catalogue="approvalAuthorities"
      values={{
        name: tier.name,
        plafond: tierRangeText(t, tier),
        creditTypes: tierCreditTypesText(t, tier),
        requiredApprovals: tier.requiredApprovals,
        roles: tier.roles.map((role) => role.name).join(', '),
      }}
    />
  );
}
