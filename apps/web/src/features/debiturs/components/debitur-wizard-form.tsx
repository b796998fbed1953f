import {
  DEBITUR_MESSAGES,
  DEBITUR_TYPES,
  debiturDataSchema,
  type Debitur,
  type DebiturData,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { fromDecimalWire } from '@creditdesk/domain/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const input = z.string();

/**
 * Every field of both types as the inputs hold them. The type is checked first so a missing type
 * reports on the type field; then the domain schema of that type checks the rest (and drops the
 * other type's fields).
 */
export const debiturFormSchema = z
  .object({
    type: z
      .union([z.literal(''), z.enum(DEBITUR_TYPES)])
      .pipe(z.enum(DEBITUR_TYPES, { error: DEBITUR_MESSAGES.typeRequired })),
    fullName: input,
    dateOfBirth: input,
    phoneNumber: input,
    maritalStatus: input,
    idNumber: input,
    companyName: input,
    organizerName: input,
    telephoneNumber: input,
    budget: input,
    npwpText: input,
    nibText: input,
    shareHolder: input,
    permit: input,
    email: input,
    address: input,
    relatedGroup: input,
    relatedBranch: input,
  })
  .transform((values, context) => {
    const result = debiturDataSchema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export type DebiturFormValues = z.input<typeof debiturFormSchema>;
export type DebiturFieldName = keyof DebiturFormValues;

/**
 * The debitur form's state, in the debitur wizard and in a credit application's New Debitur: the
 * form schema checks each field once it was touched.
 */
export const useDebiturForm = (defaultValues: DebiturFormValues) =>
  useForm<DebiturFormValues, unknown, DebiturData>({
    resolver: zodResolver(debiturFormSchema),
    defaultValues,
    mode: 'onTouched',
  });

const COMMON_FIELDS = ['email', 'address', 'relatedGroup', 'relatedBranch'] as const;

/** The fields each step validates before Next moves on. */
export const generalFieldsOf = (type: DebiturType): DebiturFieldName[] =>
  type === 'Personal'
    ? ['fullName', 'dateOfBirth', 'phoneNumber', 'maritalStatus', 'idNumber', ...COMMON_FIELDS]
    : [
        'companyName',
        'organizerName',
        'telephoneNumber',
        'budget',
        'npwpText',
        'nibText',
        'shareHolder',
        'permit',
        ...COMMON_FIELDS,
      ];

export interface BranchPreselection {
  relatedGroup: string;
  relatedBranch: string;
}

export const emptyDebiturValues = (
  type: DebiturType | '',
  preselection: BranchPreselection = { relatedGroup: '', relatedBranch: '' },
): DebiturFormValues => ({
  type,
  fullName: '',
  dateOfBirth: '',
  phoneNumber: '',
  maritalStatus: '',
  idNumber: '',
  companyName: '',
  organizerName: '',
  telephoneNumber: '',
  budget: '',
  npwpText: '',
  nibText: '',
  shareHolder: '',
  permit: '',
  email: '',
  address: '',
  ...preselection,
});

/** The form values of a stored debitur, for editing. */
export const debiturToFormValues = (debitur: Debitur): DebiturFormValues => ({
  type: debitur.type,
  fullName: debitur.fullName ?? '',
  dateOfBirth: debitur.dateOfBirth ?? '',
  phoneNumber: debitur.phoneNumber ?? '',
  maritalStatus: debitur.maritalStatus ?? '',
  idNumber: debitur.idNumber ?? '',
  companyName: debitur.companyName ?? '',
  organizerName: debitur.organizerName ?? '',
  telephoneNumber: debitur.telephoneNumber ?? '',
  budget: debitur.budget ? fromDecimalWire(debitur.budget) : '',
  npwpText: debitur.npwp ?? '',
  nibText: debitur.nib ?? '',
  shareHolder: debitur.shareHolder ?? '',
  permit: debitur.permit ?? '',
  email: debitur.email ?? '',
  address: debitur.address,
  relatedGroup: debitur.relatedGroup._id,
  relatedBranch: debitur.relatedBranch._id,
});
