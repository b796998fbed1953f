import type { Principal } from '../../plugins/auth';
import type { PrincipalChange, PrincipalChangeListener } from '../../plugins/principal-changes';

/** A live session as every request reads it: its principal and the rights of his role. */
export interface HeldSession {
  principal: Principal;
  /** `rightKey` of every (sub menu, access type) his role grants. */
  rights: ReadonlySet<string>;
  expiresAt: Date;
}

export const rightKey = (subMenu: string, access: string) => `${access} ${subMenu}`;

/** Sessions remembered at once: about one per signed-in user, under a kilobyte each. */
export const SESSIONS_KEPT = 5000;
/**
 * How long a remembered session is trusted without a notice: a change written past the app (by
 * hand in psql) is seen within this; every change the app writes is seen at once.
 */
export const SESSION_KEPT_MS = 60_000;

/**
 * Live sessions by id, least recently used dropped first, each until its session expires or
 * SESSION_KEPT_MS passes. It holds nothing while the change channel is down: every request then
 * reads the database, until the channel listens again.
 */
export const createSessionCache = () => {
  const held = new Map<string, { session: HeldSession; until: number }>();
  let listening = false;
  // Bumped by every change heard: a read begun before one may hold what it changed, and is not kept.
  let generation = 0;

  const forget = (matches: (session: HeldSession, id: string) => boolean) => {
    generation++;
    for (const [id, entry] of held) if (matches(entry.session, id)) held.delete(id);
  };

  const forgetChange = (change: PrincipalChange) => {
    if (change === 'all') return forget(() => true);
    if ('sessionId' in change) return forget((_session, id) => id === change.sessionId);
    if ('userId' in change) return forget(({ principal }) => principal.userId === change.userId);
    forget(({ principal }) => principal.role?.id === change.roleId);
  };

  const listener: PrincipalChangeListener = {
    changed: forgetChange,
    lost: () => {
      listening = false;
      forget(() => true);
    },
    listening: () => {
      forget(() => true);
      listening = true;
    },
  };

  return {
    listener,
    /** The session `sessionId` at `now`, from memory or else from `read` (null: not live). */
    async session(
      sessionId: string,
      now: Date,
      read: () => Promise<HeldSession | null>,
    ): Promise<HeldSession | null> {
      const entry = held.get(sessionId);
      if (entry) {
        held.delete(sessionId);
        if (now.getTime() < entry.until) {
          held.set(sessionId, entry);
          return entry.session;
        }
      }
      const readFrom = generation;
      const session = await read();
      if (session && listening && readFrom === generation) {
        if (held.size >= SESSIONS_KEPT) {
          const oldest = held.keys().next();
          if (!oldest.done) held.delete(oldest.value);
        }
        const until = Math.min(session.expiresAt.getTime(), now.getTime() + SESSION_KEPT_MS);
        held.set(sessionId, { session, until });
      }
      return session;
    },
  };
};
export type SessionCache = ReturnType<typeof createSessionCache>;
