import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { readAgain } from './react-query';

/**
 * A change that refreshes everything under a module's key, for modules whose records show in
 * each other's answers (a debitur in the audit trail, a document in the earlier files).
 */
export const useModuleMutation = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  moduleKey: QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => readAgain(queryClient, moduleKey),
  });
};
