import type {
  Deferral,
  DeferralBody,
} from '@creditdesk/domain/documents/document-deferrals.schemas';
import { api } from '../../../lib/api-client';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { documentsQueryKeys } from './documents-query-keys';

/** The path of a type's deferral (TBO); the decision is under it. */
export const deferralPath = (applicationId: string, typeId: string) =>
  `/document-credit-application/${applicationId}/type/${typeId}/deferral`;

/** The creator defers a mandatory document without a file to a promised date. */
export const requestDeferral = ({
  applicationId,
  typeId,
  body,
}: {
  applicationId: string;
  typeId: string;
  body: DeferralBody;
}) => api.post<Deferral>(deferralPath(applicationId, typeId), body);

export const useRequestDeferral = () => useModuleMutation(requestDeferral, documentsQueryKeys.all);
