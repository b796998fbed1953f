import type {
  Deferral,
  DeferralDecisionBody,
} from '@creditdesk/domain/documents/document-deferrals.schemas';
import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { documentsQueryKeys } from './documents-query-keys';
import { deferralPath } from './request-deferral';

/** A holder of Approval/Waive, not the creator, grants or refuses a requested deferral. */
export const decideDeferral = ({
  applicationId,
  typeId,
  body,
}: {
  applicationId: string;
  typeId: string;
  body: DeferralDecisionBody;
}) => api.post<Deferral>(`${deferralPath(applicationId, typeId)}/decision`, body);

export const useDecideDeferral = () => useModuleMutation(decideDeferral, documentsQueryKeys.all);
