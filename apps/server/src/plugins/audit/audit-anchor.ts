import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { Storage } from '../storage';

/**
 * The audit log's head as the app saw it: the last row's place in the chain and its hash. An
 * anchor is a head signed with a key the database does not hold and kept in the file store, so a
 * login that can rewrite the table (its owner, or whoever holds PGlite's directory) cannot make a
 * rewritten or shortened chain match it again.
 */
export interface AuditHead {
  seq: number;
  hash: string;
}

export interface AuditAnchor extends AuditHead {
  /** Names the key that signed it without revealing it: two keys are told apart. */
  keyId: string;
  mac: string;
}

/** The key's file in DATA_DIR when AUDIT_KEY is unset. */
export const AUDIT_KEY_FILE = 'audit-key';

/** The store's folder of anchors; the orphan sweep leaves it alone. */
export const AUDIT_ANCHOR_FOLDER = 'audit-anchors';

/** One object per anchored head, named by its seq (zero-padded, so listings come in order). */
const anchorKeyOf = (seq: number) => `${AUDIT_ANCHOR_FOLDER}/${String(seq).padStart(16, '0')}.json`;

export const isAuditAnchorKey = (key: string) => key.startsWith(`${AUDIT_ANCHOR_FOLDER}/`);

export const auditKeyId = (key: string) =>
  createHash('sha256').update(`creditdesk-audit-key-id\n${key}`).digest('hex').slice(0, 16);

const macOf = (key: string, head: AuditHead) =>
  createHmac('sha256', key)
    .update(`creditdesk-audit-anchor-v1\n${head.seq}\n${head.hash}`)
    .digest('hex');

/**
 * Writes the anchor of `head`. Its bytes depend only on the head and the key, so instances that
 * anchor the same head write the same object: no coordination is needed between them.
 */
export const writeAuditAnchor = async (storage: Storage, key: string, head: AuditHead) => {
  const anchor: AuditAnchor = {
    seq: head.seq,
    hash: head.hash,
    keyId: auditKeyId(key),
    mac: macOf(key, head),
  };
  await storage.put(anchorKeyOf(head.seq), Buffer.from(`${JSON.stringify(anchor)}\n`));
  return anchor;
};

/** An anchor the store holds whose signature does not check under the key at hand. */
export interface RejectedAuditAnchor {
  storageKey: string;
  reason: string;
}

export type StoredAuditAnchor = AuditAnchor & { storageKey: string; anchoredAt: Date };

const isHead = (value: unknown): value is AuditAnchor => {
  const anchor = value as Partial<AuditAnchor> | null;
  return (
    typeof anchor === 'object' &&
    anchor !== null &&
    Number.isSafeInteger(anchor.seq) &&
    (anchor.seq ?? 0) > 0 &&
    typeof anchor.hash === 'string' &&
    typeof anchor.keyId === 'string' &&
    typeof anchor.mac === 'string'
  );
};

const sameMac = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Why an anchor's bytes are not an anchor signed by `key`, or undefined when they are. */
const refusalOf = (key: string, parsed: unknown, storageKey: string) => {
  if (!isHead(parsed)) return 'is not an anchor';
  if (storageKey !== anchorKeyOf(parsed.seq))
    return `is kept under another seq than its own (${parsed.seq})`;
  if (!sameMac(parsed.mac, macOf(key, parsed)))
    return parsed.keyId === auditKeyId(key)
      ? 'carries a signature that does not match its head: it was forged or changed'
      : `was signed with another key (key id ${parsed.keyId}; this key's is ${auditKeyId(key)})`;
  return undefined;
};

const parsedJson = (bytes: string): unknown => {
  try {
    return JSON.parse(bytes);
  } catch {
    return undefined;
  }
};

/**
 * The store's anchors from the newest (highest seq) down, each checked against `key`. Callers stop
 * at the first one they need, so a store of many anchors is listed but only its newest are read.
 */
export async function* auditAnchorsNewestFirst(
  storage: Storage,
  key: string,
): AsyncGenerator<StoredAuditAnchor | RejectedAuditAnchor> {
  const files = [];
  for await (const file of storage.list(AUDIT_ANCHOR_FOLDER))
    // A write cut short leaves a temporary file beside the anchors: it was never one.
    if (!file.key.endsWith('.tmp')) files.push(file);
  files.sort((a, b) => (a.key < b.key ? 1 : -1));
  for (const file of files) {
    const stream = await storage.get(file.key);
    if (!stream) continue;
    const parsed = parsedJson(await text(stream));
    const reason = refusalOf(key, parsed, file.key);
    yield reason
      ? { storageKey: file.key, reason }
      : { ...(parsed as AuditAnchor), storageKey: file.key, anchoredAt: file.modifiedAt };
  }
}

export const isRejectedAnchor = (
  anchor: StoredAuditAnchor | RejectedAuditAnchor,
): anchor is RejectedAuditAnchor => 'reason' in anchor;

/** The newest anchor signed by `key`, and the newer objects of the folder that are not. */
export const latestAuditAnchor = async (storage: Storage, key: string) => {
  const rejected: RejectedAuditAnchor[] = [];
  for await (const anchor of auditAnchorsNewestFirst(storage, key)) {
    if (!isRejectedAnchor(anchor)) return { anchor, rejected };
    rejected.push(anchor);
  }
  return { anchor: undefined, rejected };
};
