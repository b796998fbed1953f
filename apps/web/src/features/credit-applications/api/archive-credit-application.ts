import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

/** Archives (true) or unarchives (false) a credit application. */
export const archiveCreditApplication = ({ id, isArchive }: { id: string; isArchive: boolean }) =>
  api.put<CreditApplication>(`/credit-application/${id}/archive`, { isArchive });

export const useArchiveCreditApplication = () =>
  useCreditApplicationMutation(archiveCreditApplication, ({ id }) => ({ id }));
