import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

export const deleteCreditApplication = (id: string) =>
  api.delete<null>(`/credit-application/${id}`);

export const useDeleteCreditApplication = () =>
  useCreditApplicationMutation(deleteCreditApplication);
