import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable, type ModuleTableProps } from '../../../components/kit/module-table';
import { textColumn } from '../../../components/kit/record-columns';
import { tierCreditTypesText, tierRangeText } from './tier-range';

/** The tiers: name to the detail, plafond range, credit types, approvals and roles. */
export function ApprovalAuthoritiesTable(table: ModuleTableProps<ApprovalAuthority>) {
  const { t } = useTranslation();
  return (
    <ModuleTable
      {...table}
      label={t('approvalAuthorities.listLabel')}
      nameColumn={{ key: 'name', header: t('approvalAuthorities.name') }}
      nameOf={(tier) => tier.name}
      columns={[
        textColumn('plafond', t('approvalAuthorities.plafond'), (tier: ApprovalAuthority) =>
          tierRangeText(t, tier),
        ),
        textColumn('creditTypes', t('approvalAuthorities.creditTypes'), (tier: ApprovalAuthority) =>
          tierCreditTypesText(t, tier),
        ),
        {
          key: 'requiredApprovals',
          header: t('approvalAuthorities.requiredApprovals'),
          align: 'right',
          render: (tier: ApprovalAuthority) => tier.requiredApprovals,
        },
        textColumn('roles', t('approvalAuthorities.roles'), (tier: ApprovalAuthority) =>
          tier.roles.map((role) => role.name).join(', '),
        ),
      ]}
    />
  );
}
