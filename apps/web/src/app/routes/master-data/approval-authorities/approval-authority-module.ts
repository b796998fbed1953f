import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { APPROVAL_AUTHORITY_MESSAGES } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { paths } from '../../../../config/paths';
import { useCreateApprovalAuthority } from '../../../../features/approval-authorities/api/create-approval-authority';
import { useDeleteApprovalAuthority } from '../../../../features/approval-authorities/api/delete-approval-authority';
import { exportApprovalAuthorities } from '../../../../features/approval-authorities/api/export-approval-authorities';
import { useApprovalAuthority } from '../../../../features/approval-authorities/api/get-approval-authority';
import { useApprovalAuthorities } from '../../../../features/approval-authorities/api/get-approval-authorities';
import { useUpdateApprovalAuthority } from '../../../../features/approval-authorities/api/update-approval-authority';

/** What the approval authority pages share: texts, right, addresses, domain sentences, calls. */
export const approvalAuthorityModule = {
  catalogue: 'approvalAuthorities',
  subMenu: SUB_MENUS.approvalAuthority,
  pages: paths.masterData.approvalAuthority,
  messages: APPROVAL_AUTHORITY_MESSAGES,
  calls: {
    useList: useApprovalAuthorities,
    useDetail: useApprovalAuthority,
    useCreate: useCreateApprovalAuthority,
    useUpdate: useUpdateApprovalAuthority,
    useDelete: useDeleteApprovalAuthority,
    exportList: exportApprovalAuthorities,
  },
} as const;
