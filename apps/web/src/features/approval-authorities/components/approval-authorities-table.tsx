import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  APPROVAL_AUTHORITY_MESSAGES,
  type ApprovalAuthority,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { nameColumn, textColumn } from '../../../components/kit/record-columns';
import { useDeleteApprovalAuthority } from '../api/delete-approval-authority';
import { useApprovalAuthorities } from '../api/get-approval-authorities';
import { tierCreditTypesText, tierRangeText } from './tier-range';

const nameOf = (tier: ApprovalAuthority) => tier.name;

/** The tiers: name to the detail, plafond range, credit types, approvals and roles. */
export function ApprovalAuthoritiesTable({ detailHref, ...table }: ModuleTableProps) {
  const { t } = useTranslation();
  return (
    <ModuleTable
      {...table}
      calls={{ useList: useApprovalAuthorities, useDelete: useDeleteApprovalAuthority }}
      subMenu={SUB_MENUS.approvalAuthority}
      messages={APPROVAL_AUTHORITY_MESSAGES}
      label={t('approvalAuthorities.listLabel')}
      columns={[
        nameColumn({ key: 'name', header: t('approvalAuthorities.name'), nameOf, detailHref }),
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
      nameOf={nameOf}
    />
  );
}
