import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readAgain } from './react-query';

describe('readAgain', () => {
  it('reads again a first read that was on its way before the write', async () => {
    const queryClient = new QueryClient();
    let stored = 'archived';
    const answers: (() => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['debiturs', 'list', { search: 'Lombok' }],
      queryFn: () => {
        const seen = stored;
        return new Promise<string>((resolve) => answers.push(() => resolve(seen)));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    // The search's first read leaves before the unarchive reaches the server.
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    stored = 'live';

    const refreshed = readAgain(queryClient, ['debiturs']);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers.forEach((answer) => answer());
    await refreshed;

    expect(queryClient.getQueryData(['debiturs', 'list', { search: 'Lombok' }])).toBe('live');
    unsubscribe();
  });
});
