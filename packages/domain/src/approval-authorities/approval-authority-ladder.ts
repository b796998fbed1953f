import { formatRupiah } from '../shared/money';
import { withParams } from '../shared/message-index';
import { APPROVAL_AUTHORITY_MESSAGES as M } from './approval-authorities.messages';

/**
 * The rules of the bank's ladder of lending authority. A tier covers a plafond p when
 * plafondFrom < p <= plafondTo (a tier from 0 also covers 0; no plafondTo: no upper bound). A
 * tier's scope is each credit type it names, or every type when it names none; within one scope
 * the tiers never overlap and run on without a gap (below the lowest and above the highest may
 * stay uncovered: Submit refuses those amounts).
 */
export interface LadderTier {
  id: string;
  name: string;
  /** Decimal text in MONEY_PATTERN. */
  plafondFrom: string;
  plafondTo: string | null;
  /** None: every credit type. */
  creditTypeIds: readonly string[];
}

/** A field of the tier's form refused, with the message naming why. */
export interface LadderRefusal {
  path: 'plafondFrom' | 'plafondTo';
  message: string;
}

/** An amount in MONEY_PATTERN as whole sen, so that amounts compare exactly. */
export const senOf = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** The scopes a tier belongs to: its credit types, or the every-type scope (''). */
const scopesOf = (tier: LadderTier) => (tier.creditTypeIds.length ? tier.creditTypeIds : ['']);

const inScope = (tier: LadderTier, scope: string) =>
  scope === '' ? tier.creditTypeIds.length === 0 : tier.creditTypeIds.includes(scope);

const overlap = (a: LadderTier, b: LadderTier) =>
  (b.plafondTo === null || senOf(a.plafondFrom) < senOf(b.plafondTo)) &&
  (a.plafondTo === null || senOf(b.plafondFrom) < senOf(a.plafondTo));

/** "Overlaps 'Tier B' (above Rp 500.000.000 up to Rp 5.000.000.000)", as the tier's range reads. */
const overlapMessage = (tier: LadderTier) => {
  const from = formatRupiah(tier.plafondFrom);
  const fromZero = senOf(tier.plafondFrom) === 0n;
  if (tier.plafondTo === null)
    return fromZero
      ? withParams(M.overlapsEvery, { name: tier.name })
      : withParams(M.overlapsAbove, { name: tier.name, from });
  const to = formatRupiah(tier.plafondTo);
  return fromZero
    ? withParams(M.overlapsUpTo, { name: tier.name, to })
    : withParams(M.overlapsBetween, { name: tier.name, from, to });
};

interface Gap {
  lower: LadderTier;
  upper: LadderTier;
}

/** The first place where a scope's tiers, sorted, do not meet. */
const firstGap = (tiers: LadderTier[]): Gap | undefined => {
  const sorted = [...tiers].sort((a, b) => (senOf(a.plafondFrom) < senOf(b.plafondFrom) ? -1 : 1));
  let lower: LadderTier | undefined;
  for (const upper of sorted) {
    if (lower?.plafondTo != null && senOf(lower.plafondTo) < senOf(upper.plafondFrom))
      return { lower, upper };
    lower = upper;
  }
  return undefined;
};

const gapParams = ({ lower, upper }: Gap) => ({
  lower: lower.name,
  upper: upper.name,
  from: formatRupiah(lower.plafondTo ?? ''),
  to: formatRupiah(upper.plafondFrom),
});

/**
 * Why `candidate` cannot take its place among `others` (every other tier, any scope): the first
 * tier of a shared scope it overlaps, or a gap it leaves in one of its scopes; undefined when it
 * fits. A gap below the candidate is its Plafond From's to close, one above its Plafond To's.
 */
export const ladderRefusal = (
  candidate: LadderTier,
  others: readonly LadderTier[],
): LadderRefusal | undefined => {
  for (const scope of scopesOf(candidate)) {
    const members = others.filter((tier) => tier.id !== candidate.id && inScope(tier, scope));
    const clash = members.find((tier) => overlap(candidate, tier));
    if (clash) {
      const below = senOf(clash.plafondFrom) <= senOf(candidate.plafondFrom);
      return { path: below ? 'plafondFrom' : 'plafondTo', message: overlapMessage(clash) };
    }
    const gap = firstGap([...members, candidate]);
    if (gap)
      return {
        path: gap.lower.id === candidate.id ? 'plafondTo' : 'plafondFrom',
        message: withParams(M.leavesGap, gapParams(gap)),
      };
  }
  return undefined;
};

/** Why deleting `tier` would break its scopes' ladders (a gap between two others), or undefined. */
export const deletionRefusal = (
  tier: LadderTier,
  others: readonly LadderTier[],
): string | undefined => {
  for (const scope of scopesOf(tier)) {
    const gap = firstGap(others.filter((other) => other.id !== tier.id && inScope(other, scope)));
    if (gap) return withParams(M.deleteLeavesGap, { name: tier.name, ...gapParams(gap) });
  }
  return undefined;
};
