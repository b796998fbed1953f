import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type {
  CreditApplicationBody,
  CreditApplicationRow,
  JoinType,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { ApprovalSummary } from '@creditdesk/domain/credit-applications/credit-authority';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { CreditApplicationRecord } from './credit-application-records.repository';
import type {
  CreditApplicationRecordRow,
  CreditApplicationValues,
} from './credit-applications.repository';

/** The tier frozen at Submit and the approvals given at it, with the approvers' names. */
export const toSummary = (
  row: CreditApplicationRecordRow,
  approvers: string[],
): ApprovalSummary => ({
  tier:
    row.approvalTierName === null ? null : { _id: row.approvalTierId, name: row.approvalTierName },
  required: row.approvalsRequired,
  given: row.approvalsGiven,
  approvers,
});

/** An application as lists and the detail answer it. */
export const toRow = (record: CreditApplicationRecord): CreditApplicationRow => {
  const row = record.application;
  const debitur = record.debitur;
  return {
    _id: row.id,
    creditAppNo: row.creditAppNo,
    creditAppDate: row.creditAppDate,
    type: row.type as DebiturType,
    joinType: row.joinType as JoinType,
    status: row.status as CreditApplicationStatus,
    isArchive: row.isArchive,
    creditType: row.creditTypeId
      ? { _id: row.creditTypeId, creditappName: record.creditTypeName ?? '-' }
      : null,
    plafond: row.plafond === null ? null : { $numberDecimal: row.plafond },
    tenorStartDate: row.tenorStartDate,
    tenorEndDate: row.tenorEndDate,
    creditDesc: row.creditDesc,
    debitur: debitur
      ? {
          _id: debitur.id,
          type: debitur.type as DebiturType,
          fullName: debitur.fullName,
          companyName: debitur.companyName,
          email: debitur.email,
          relatedGroup: { _id: debitur.relatedGroupId, groupName: record.debiturGroupName ?? '-' },
          relatedBranch: {
            _id: debitur.relatedBranchId,
            branchName: record.debiturBranchName ?? '-',
          },
          debiturPhotos: record.debiturPhotos.map((photo) => ({ _id: photo.id, name: photo.name })),
        }
      : null,
    group: row.groupId ? { _id: row.groupId, groupName: record.groupName ?? '-' } : null,
    branch: row.branchId ? { _id: row.branchId, branchName: record.branchName ?? '-' } : null,
    facilities: record.facilities.map((facility) => ({
      _id: facility.id,
      facilityName: facility.name,
    })),
    createdBy: { _id: row.createdBy, name: record.createdByName ?? '-' },
    statusChanged: row.statusChangedAt.toISOString(),
    approval: toSummary(row, record.approvers),
    version: row.version,
    created: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
  };
};

/** What the audit trail keeps of an application, by API names. */
export const auditView = (
  row: CreditApplicationRecordRow,
  facilityIds: string[],
): Record<string, unknown> => ({
  creditAppNo: row.creditAppNo,
  creditAppDate: row.creditAppDate,
  type: row.type,
  joinType: row.joinType,
  status: row.status,
  debitur: row.debiturId,
  group: row.groupId,
  branch: row.branchId,
  creditType: row.creditTypeId,
  plafond: row.plafond,
  facilities: [...facilityIds].sort(),
  tenorStartDate: row.tenorStartDate,
  tenorEndDate: row.tenorEndDate,
  creditDesc: row.creditDesc,
});

/** The columns a wizard body sets, beside the debitur it names. */
export const valuesOf = (
  body: CreditApplicationBody,
  debitur: { debiturId: string | null; groupId: string | null; branchId: string | null },
): Omit<CreditApplicationValues, 'creditAppDate' | 'status'> => ({
  type: body.type,
  joinType: body.joinType,
  ...debitur,
  creditTypeId: body.creditType ?? null,
  plafond: body.plafond ?? null,
  tenorStartDate: body.tenorStartDate ?? null,
  tenorEndDate: body.tenorEndDate ?? null,
  creditDesc: body.creditDesc ?? null,
});
