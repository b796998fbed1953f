import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** What a change touched beyond the lists: one application, and the debiturs one can be made for. */
export interface CreditApplicationChange {
  /** The changed application: its detail and, under it, its timeline refetch. */
  id?: string;
  /** A new debitur came with the application (the wizard's): the debitur choices refetch too. */
  debiturs?: boolean;
}

/**
 * A change to credit applications that refreshes the lists and what `changed` names, and leaves
 * the form's choices (credit types, facilities, branches) cached.
 */
export const useCreditApplicationMutation = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  changed: (variables: Variables) => CreditApplicationChange = () => ({}),
) => {
  const queryClient = useQueryClient();
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: (_answer, variables) => {
      const { id, debiturs } = changed(variables);
      return Promise.all([
        invalidate(creditApplicationsQueryKeys.lists()),
        id ? invalidate(creditApplicationsQueryKeys.detail(id)) : undefined,
        debiturs ? invalidate(creditApplicationsQueryKeys.allDebiturOptions()) : undefined,
      ]);
    },
  });
};
