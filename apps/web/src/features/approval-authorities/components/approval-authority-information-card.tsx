import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { useTranslation } from 'react-i18next';
import { InformationCard } from '../../../components/kit/information-card';
import { tierCreditTypesText, tierRangeText } from './tier-range';

/** A tier: its plafonds, credit types, the approvals it needs and whose. */
export function ApprovalAuthorityInformationCard({ tier }: { tier: ApprovalAuthority }) {
  const { t } = useTranslation();
  return (
    <InformationCard
      title={t('approvalAuthorities.information')}
      fields={[
        { label: t('approvalAuthorities.name'), value: tier.name },
        { label: t('approvalAuthorities.plafond'), value: tierRangeText(t, tier) },
        { label: t('approvalAuthorities.creditTypes'), value: tierCreditTypesText(t, tier) },
        { label: t('approvalAuthorities.requiredApprovals'), value: tier.requiredApprovals },
        {
          label: t('approvalAuthorities.roles'),
          value: tier.roles.map((role) => role.name).join(', '),
        },
      ]}
    />
  );
}
