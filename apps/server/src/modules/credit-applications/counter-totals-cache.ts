import type { ListTotal } from '../../core/list-query';
import type { CounterChangeListener } from '../../plugins/counter-changes';

/**
 * Sums kept at once: one per tab, statuses, branches and area asked for, a few dozen bytes each
 * (the key names the area's branches, under 40 KB for a thousand of them).
 */
export const TOTALS_KEPT = 2000;

/**
 * The sums of the counters by what they depend on, least recently used dropped first, until the
 * counters change on any instance. It holds nothing while the change channel is down (or on the
 * embedded database, where nothing listens): every list then sums the counters.
 */
export const createCounterTotalsCache = () => {
  const held = new Map<string, ListTotal>();
  let listening = false;
  // Bumped by every change heard: a sum begun before one may miss it, and is not kept.
  let generation = 0;

  const forget = () => {
    generation++;
    held.clear();
  };

  const listener: CounterChangeListener = {
    changed: forget,
    lost: () => {
      listening = false;
      forget();
    },
    listening: () => {
      forget();
      listening = true;
    },
  };

  return {
    listener,
    /** The total of `key`, from memory or else from `read`. */
    async total(key: string, read: () => Promise<ListTotal>): Promise<ListTotal> {
      const kept = held.get(key);
      if (kept) {
        held.delete(key);
        held.set(key, kept);
        return kept;
      }
      const readFrom = generation;
      const total = await read();
      if (listening && readFrom === generation) {
        if (held.size >= TOTALS_KEPT) {
          const oldest = held.keys().next();
          if (!oldest.done) held.delete(oldest.value);
        }
        held.set(key, total);
      }
      return total;
    },
  };
};
export type CounterTotalsCache = ReturnType<typeof createCounterTotalsCache>;
