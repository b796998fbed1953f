import { and, arrayOverlaps, inArray } from 'drizzle-orm';
import type { CreditApplicationListQuery } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { creditApplications } from '../modules/credit-applications/credit-applications.table';

type ApplicationFilters = Pick<
  CreditApplicationListQuery,
  'branchId' | 'debitur' | 'creditType' | 'status' | 'facilities'
>;

/** The statuses asked for, each old name read as the status it stands for now. */
export const statusesOf = (query: Pick<ApplicationFilters, 'status'>) =>
  query.status?.map((name) => canonicalStatus(name) ?? name);

/**
 * The filters of an application's own columns that the credit application list and the reports
 * both offer: branch, debitur, credit type, status and facilities.
 */
export const applicationFilterConditions = (query: ApplicationFilters) => {
  const statuses = statusesOf(query);
  return and(
    query.branchId?.length ? inArray(creditApplications.branchId, query.branchId) : undefined,
    query.debitur?.length ? inArray(creditApplications.debiturId, query.debitur) : undefined,
    query.creditType?.length
      ? inArray(creditApplications.creditTypeId, query.creditType)
      : undefined,
    statuses?.length ? inArray(creditApplications.status, statuses) : undefined,
    query.facilities?.length
      ? arrayOverlaps(creditApplications.facilityIds, query.facilities)
      : undefined,
  );
};
