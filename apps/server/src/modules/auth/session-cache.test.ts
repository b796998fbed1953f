import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_KEPT_MS, type HeldSession } from './session-cache';

const NOW = new Date('2026-03-02T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const held = (sessionId: string, userId: string, roleId: string): HeldSession => ({
  principal: {
    userId,
    sessionId,
    name: 'Sari',
    email: 'sari@bank.example',
    role: { id: roleId, name: 'Officer', dataScope: 'all' },
  },
  rights: new Set(['Read Master Data Group']),
  expiresAt: later(12 * 60 * 60 * 1000),
});

/** A cache whose reads are counted, each answering the session the test set last. */
const countedCache = () => {
  const cache = createSessionCache();
  const reads: string[] = [];
  const sessions = new Map<string, HeldSession | null>();
  const session = (id: string, now = NOW) =>
    cache.session(id, now, async () => {
      reads.push(id);
      return sessions.get(id) ?? null;
    });
  return { cache, reads, sessions, session };
};

describe('the session cache', () => {
  it('reads the database for every request until the channel listens, then once per session', async () => {
    const { cache, reads, sessions, session } = countedCache();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    await session('s1');
    await session('s1');
    expect(reads).toEqual(['s1', 's1']);
    cache.listener.listening();
    await session('s1');
    await session('s1');
    expect(reads).toEqual(['s1', 's1', 's1']);
  });

  it('forgets the sessions a change names, and no others', async () => {
    const { cache, reads, sessions, session } = countedCache();
    cache.listener.listening();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    sessions.set('s2', held('s2', 'u2', 'r2'));
    sessions.set('s3', held('s3', 'u3', 'r3'));
    for (const id of ['s1', 's2', 's3']) await session(id);
    const readAgain = async (change: Parameters<typeof cache.listener.changed>[0]) => {
      reads.length = 0;
      cache.listener.changed(change);
      for (const id of ['s1', 's2', 's3']) await session(id);
      return [...reads];
    };
    expect(await readAgain({ sessionId: 's1' })).toEqual(['s1']);
    expect(await readAgain({ userId: 'u2' })).toEqual(['s2']);
    expect(await readAgain({ roleId: 'r3' })).toEqual(['s3']);
    expect(await readAgain('all')).toEqual(['s1', 's2', 's3']);
  });

  it('empties itself and reads through while the channel is lost, and caches again once it is back', async () => {
    const { cache, reads, sessions, session } = countedCache();
    cache.listener.listening();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    await session('s1');
    cache.listener.lost();
    sessions.set('s1', null);
    expect(await session('s1')).toBeNull();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    await session('s1');
    await session('s1');
    expect(reads).toEqual(['s1', 's1', 's1', 's1']);
    cache.listener.listening();
    await session('s1');
    await session('s1');
    expect(reads).toHaveLength(5);
  });

  it('does not keep a read that a change overtook', async () => {
    const { cache, reads, sessions } = countedCache();
    cache.listener.listening();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    await cache.session('s1', NOW, async () => {
      reads.push('s1');
      // The role changes while the session is being read: what was read may be the old role.
      cache.listener.changed({ roleId: 'r1' });
      return sessions.get('s1')!;
    });
    await cache.session('s1', NOW, async () => {
      reads.push('s1');
      return sessions.get('s1')!;
    });
    expect(reads).toEqual(['s1', 's1']);
  });

  it('reads a session again once SESSION_KEPT_MS passed, or once it expired', async () => {
    const { cache, reads, sessions, session } = countedCache();
    cache.listener.listening();
    sessions.set('s1', held('s1', 'u1', 'r1'));
    await session('s1');
    await session('s1', later(SESSION_KEPT_MS - 1));
    expect(reads).toHaveLength(1);
    await session('s1', later(SESSION_KEPT_MS));
    expect(reads).toHaveLength(2);

    const expiring = { ...held('s2', 'u2', 'r2'), expiresAt: later(1000) };
    sessions.set('s2', expiring);
    await session('s2');
    sessions.set('s2', null);
    expect(await session('s2', later(1000))).toBeNull();
  });
});
