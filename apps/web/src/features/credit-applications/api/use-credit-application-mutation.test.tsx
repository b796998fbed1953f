import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { useArchiveCreditApplication } from './archive-credit-application';
import { creditApplicationsQueryKeys as keys } from './credit-applications-query-keys';
import { useDeleteCreditApplication } from './delete-credit-application';
import { useUpdateCreditApplication } from './update-credit-application';

stubFetch(() => jsonResponse(200, { message: 'Saved', response: {} }));

const cached = [
  keys.list({ page: 1 }),
  keys.detail('a1'),
  keys.timeline('a1'),
  keys.detail('a2'),
  keys.options(),
  keys.debiturOptions({ search: 'Budi' }),
];

/** Runs a mutation over a cache holding every kind of key; answers the keys it invalidated. */
const invalidatedBy = async <Variables,>(
  useChange: () => { mutateAsync: (variables: Variables) => Promise<unknown> },
  variables: Variables,
) => {
  const queryClient = new QueryClient();
  for (const queryKey of cached) queryClient.setQueryData(queryKey, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useChange, { wrapper });
  await result.current.mutateAsync(variables);
  return cached.filter((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
};

describe('credit application mutations', () => {
  it('archive: the lists and that application, its timeline with it', async () => {
    expect(await invalidatedBy(useArchiveCreditApplication, { id: 'a1', isArchive: true })).toEqual(
      [keys.list({ page: 1 }), keys.detail('a1'), keys.timeline('a1')],
    );
  });

  it('delete: the lists only', async () => {
    expect(await invalidatedBy(useDeleteCreditApplication, 'a1')).toEqual([keys.list({ page: 1 })]);
  });

  it('an update bringing a new debitur: also the debitur choices, never the form options', async () => {
    const data = {
      type: 'Personal',
      joinType: 'New Debitur',
      status: 'Draft',
      version: 1,
    } as const;
    expect(await invalidatedBy(useUpdateCreditApplication, { id: 'a1', data })).toEqual([
      keys.list({ page: 1 }),
      keys.detail('a1'),
      keys.timeline('a1'),
      keys.debiturOptions({ search: 'Budi' }),
    ]);
  });
});
