import { describe, expect, it } from 'vitest';
import { createCounterTotalsCache, TOTALS_KEPT } from './counter-totals-cache';

/** A cache whose sums are counted, each answering the total the test set last for its key. */
const countedCache = () => {
  const cache = createCounterTotalsCache();
  const reads: string[] = [];
  const sums = new Map<string, number>();
  const total = async (key: string) =>
    (
      await cache.total(key, async () => {
        reads.push(key);
        return { total: sums.get(key) ?? 0, totalCapped: false };
      })
    ).total;
  return { cache, reads, sums, total };
};

describe('the cache of the counters’ totals', () => {
  it('sums the counters for every list until the channel listens, then once per key', async () => {
    const { cache, reads, sums, total } = countedCache();
    sums.set('open', 7);
    expect(await total('open')).toBe(7);
    expect(await total('open')).toBe(7);
    expect(reads).toEqual(['open', 'open']);
    cache.listener.listening();
    sums.set('open', 8);
    expect(await total('open')).toBe(8);
    sums.set('open', 9);
    expect(await total('open')).toBe(8);
    expect(reads).toEqual(['open', 'open', 'open']);
  });

  it('forgets every kept sum when the counters change', async () => {
    const { cache, reads, sums, total } = countedCache();
    cache.listener.listening();
    sums.set('open', 1);
    sums.set('archive', 2);
    await total('open');
    await total('archive');
    sums.set('open', 3);
    cache.listener.changed();
    expect(await total('open')).toBe(3);
    expect(await total('archive')).toBe(2);
    expect(reads).toEqual(['open', 'archive', 'open', 'archive']);
  });

  it('does not keep a sum begun before a change was heard', async () => {
    const cache = createCounterTotalsCache();
    cache.listener.listening();
    let reads = 0;
    const stale = cache.total('open', async () => {
      reads++;
      // The change's notice comes while this sum is on its way.
      cache.listener.changed();
      return { total: 1, totalCapped: false };
    });
    expect((await stale).total).toBe(1);
    const fresh = await cache.total('open', async () => {
      reads++;
      return { total: 2, totalCapped: false };
    });
    expect(fresh.total).toBe(2);
    expect(reads).toBe(2);
  });

  it('empties when the channel is lost and reads through until it listens again', async () => {
    const { cache, reads, sums, total } = countedCache();
    cache.listener.listening();
    sums.set('open', 1);
    await total('open');
    cache.listener.lost();
    sums.set('open', 2);
    expect(await total('open')).toBe(2);
    sums.set('open', 3);
    expect(await total('open')).toBe(3);
    cache.listener.listening();
    expect(await total('open')).toBe(3);
    sums.set('open', 4);
    expect(await total('open')).toBe(3);
    expect(reads).toEqual(['open', 'open', 'open', 'open']);
  });

  it('keeps at most TOTALS_KEPT sums, dropping the least recently used', async () => {
    const { cache, reads, total } = countedCache();
    cache.listener.listening();
    for (let key = 0; key < TOTALS_KEPT; key++) await total(`k${key}`);
    // Used again, so k1 is now the least recently used.
    await total('k0');
    await total('new');
    reads.length = 0;
    await total('k0');
    await total('new');
    expect(reads).toEqual([]);
    await total('k1');
    expect(reads).toEqual(['k1']);
  });
});
