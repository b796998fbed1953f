import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { api } from '../../../lib/api-client';
import {
  CREDIT_APPLICATION_SAVE_FAILED,
  wizardPayload,
  type CreditApplicationInput,
  type NewDebiturFiles,
} from './create-credit-application';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

/** The full update of the wizard; the version guards against overwriting someone else's change. */
export const updateCreditApplication = ({
  id,
  data,
  files = {},
}: {
  id: string;
  data: CreditApplicationInput & { version: number };
  files?: NewDebiturFiles;
}) =>
  api.put<CreditApplication>(`/credit-application/${id}`, wizardPayload(data, files), {
    fallbackMessage: CREDIT_APPLICATION_SAVE_FAILED,
  });

export const useUpdateCreditApplication = () =>
  useCreditApplicationMutation(updateCreditApplication, ({ id, data }) => ({
    id,
    debiturs: data.joinType === 'New Debitur',
  }));
