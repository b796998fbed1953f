import type { DebiturType } from '../debiturs/debiturs.schemas';

/**
 * The catalogue's fixed vocabularies and the mandatory rule, apart from the schemas so that the
 * document form and the shipped tree read them without zod.
 */

/** Which debitur kinds see a category. */
export const DEBITUR_KINDS = ['both', 'Personal', 'Enterprise'] as const;
export type DebiturKinds = (typeof DEBITUR_KINDS)[number];

/**
 * When a type belongs to the mandatory set for Submit: never, always, for one debitur kind, or
 * for a Personal debitur who is married.
 */
export const MANDATORY_RULES = ['none', 'always', 'personal', 'enterprise', 'married'] as const;
export type MandatoryRule = (typeof MANDATORY_RULES)[number];

/** The fixed checks a text field may carry (NIK 16 digits, NPWP, NIB, phone). */
export const FIELD_CHECKS = ['nik', 'npwp', 'nib', 'phone'] as const;
export type FieldCheck = (typeof FIELD_CHECKS)[number];

/** Whether a category of these kinds is shown to this debitur. */
export const seesCategory = (kinds: DebiturKinds, debiturType: DebiturType) =>
  kinds === 'both' || kinds === debiturType;

/** Whether a type under this rule must be present before Submit, for this debitur. */
export const isMandatoryFor = (
  rule: MandatoryRule,
  debitur: { type: DebiturType; maritalStatus?: string | null },
) => {
  switch (rule) {
    case 'always':
      return true;
    case 'personal':
      return debitur.type === 'Personal';
    case 'enterprise':
      return debitur.type === 'Enterprise';
    case 'married':
      return debitur.type === 'Personal' && debitur.maritalStatus === 'Married';
    case 'none':
      return false;
  }
};
