import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { renderWithTheme } from './render';

/** What a form page gives a record's form in a test: Save, nothing being sent, spies. */
export interface RecordFormTestProps {
  submitLabel: string;
  saving: boolean;
  onSubmit: Mock;
  onCancel: Mock;
}

/**
 * Renders a record's form as its page gives it (Save, nothing being sent), the options its
 * selects read already answered in the cache (`cached`: each query key with its data). Answers
 * the `onSubmit` spy, to check what the form sent or that it sent nothing.
 */
export const renderRecordForm = (
  form: (props: RecordFormTestProps) => ReactElement,
  cached: [QueryKey, unknown][] = [],
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [queryKey, data] of cached) queryClient.setQueryData(queryKey, data);
  const onSubmit = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      {form({ submitLabel: 'Save', saving: false, onSubmit, onCancel: vi.fn() })}
    </QueryClientProvider>,
  );
  return { onSubmit };
};
