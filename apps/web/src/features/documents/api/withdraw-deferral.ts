import type { Deferral } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { documentsQueryKeys } from './documents-query-keys';
import { deferralPath } from './request-deferral';

/** The creator withdraws a type's open deferral, before Submit. */
export const withdrawDeferral = ({
  applicationId,
  typeId,
}: {
  applicationId: string;
  typeId: string;
}) => api.delete<Deferral>(deferralPath(applicationId, typeId));

export const useWithdrawDeferral = () =>
  useModuleMutation(withdrawDeferral, documentsQueryKeys.all);
