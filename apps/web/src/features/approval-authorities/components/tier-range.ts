import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { formatRupiah, isSameAmount } from '@creditdesk/domain/shared/money';
import type { TFunction } from 'i18next';

/**
 * A tier's plafonds as the bank's ladder reads them: 'Up to Rp 500.000.000', 'Above Rp 500.000.000
 * up to Rp 5.000.000.000', 'Above Rp 5.000.000.000', or 'Every amount'.
 */
export const tierRangeText = (
  t: TFunction,
  tier: Pick<ApprovalAuthority, 'plafondFrom' | 'plafondTo'>,
) => {
  const fromZero = isSameAmount(tier.plafondFrom.$numberDecimal, 0);
  const from = formatRupiah(tier.plafondFrom.$numberDecimal);
  if (!tier.plafondTo)
    return fromZero
      ? t('approvalAuthorities.rangeEvery')
      : t('approvalAuthorities.rangeAbove', { from });
  const to = formatRupiah(tier.plafondTo.$numberDecimal);
  return fromZero
    ? t('approvalAuthorities.rangeUpTo', { to })
    : t('approvalAuthorities.rangeBetween', { from, to });
};

/** The credit types a tier names, or 'All credit types' when it names none. */
export const tierCreditTypesText = (t: TFunction, tier: Pick<ApprovalAuthority, 'creditTypes'>) =>
  tier.creditTypes.map((type) => type.name).join(', ') || t('approvalAuthorities.allCreditTypes');
