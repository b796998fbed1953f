import {
  DEBITUR_MESSAGES,
  DEBITUR_PHOTO_CATEGORY,
  EMPTY_TYPE_FIELDS,
  debiturDataSchema,
  type Debitur,
  type DebiturData,
  type DebiturType,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Invalid, parseInput } from '../../core/errors';
import { refuseNul } from '../../core/input-guard';
import type * as repository from './debiturs.repository';

export const toDebitur = (
  record: repository.DebiturRecord,
  files: repository.DebiturFileRow[] = [],
): Debitur => {
  const row = record.debitur;
  return {
    _id: row.id,
    type: row.type as DebiturType,
    email: row.email,
    address: row.address,
    relatedGroup: { _id: row.relatedGroupId, groupName: record.groupName },
    relatedBranch: { _id: row.relatedBranchId, branchName: record.branchName },
    isArchive: row.isArchive,
    uploadFile: files
      .filter((file) => file.category !== DEBITUR_PHOTO_CATEGORY)
      .map((file) => ({ _id: file.id, name: file.name, category: file.category })),
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    maritalStatus: row.maritalStatus,
    idNumber: row.idNumber,
    debiturPhoto: files
      .filter((file) => file.category === DEBITUR_PHOTO_CATEGORY)
      .map((file) => ({ _id: file.id, name: file.name })),
    companyName: row.companyName,
    organizerName: row.organizerName,
    telephoneNumber: row.telephoneNumber,
    budget: row.budget === null ? null : { $numberDecimal: row.budget },
    npwp: row.npwp,
    nib: row.nib,
    shareHolder: row.shareHolder,
    permit: row.permit,
    createdBy: row.createdBy ? { _id: row.createdBy, name: record.createdByName ?? '-' } : null,
    version: row.version,
    created: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
  };
};

/** The columns of a debitur from its form data; the other type's columns stay null. */
export const columnsOf = (data: DebiturData): repository.DebiturValues => {
  const common = {
    type: data.type,
    email: data.email ?? null,
    address: data.address,
    relatedGroupId: data.relatedGroup,
    relatedBranchId: data.relatedBranch,
  };
  if (data.type === 'Personal') {
    return {
      ...EMPTY_TYPE_FIELDS,
      ...common,
      fullName: data.fullName,
      dateOfBirth: data.dateOfBirth,
      phoneNumber: data.phoneNumber,
      maritalStatus: data.maritalStatus,
      idNumber: data.idNumber,
    };
  }
  return {
    ...EMPTY_TYPE_FIELDS,
    ...common,
    companyName: data.companyName,
    organizerName: data.organizerName,
    telephoneNumber: data.telephoneNumber,
    budget: data.budget,
    npwp: data.npwpText,
    nib: data.nibText,
    shareHolder: data.shareHolder,
    permit: data.permit,
  };
};

/** What the audit trail keeps of a debitur: its fields by their API names, without nulls. */
export const auditView = (row: repository.DebiturRow) => {
  const view: Record<string, unknown> = {
    type: row.type,
    email: row.email,
    address: row.address,
    relatedGroup: row.relatedGroupId,
    relatedBranch: row.relatedBranchId,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    maritalStatus: row.maritalStatus,
    idNumber: row.idNumber,
    companyName: row.companyName,
    organizerName: row.organizerName,
    telephoneNumber: row.telephoneNumber,
    budget: row.budget,
    npwp: row.npwp,
    nib: row.nib,
    shareHolder: row.shareHolder,
    permit: row.permit,
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
};

/** The `data` of a debitur form as an object: a JSON string (multipart) or the JSON body itself. */
export const dataObject = (raw: unknown): Record<string, unknown> => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Invalid(DEBITUR_MESSAGES.dataNotObject, [
        { path: 'data', message: DEBITUR_MESSAGES.dataNotObject },
      ]);
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/**
 * Validates the form data; `type` (the form's own field or the stored type) decides the rules.
 * The data may have arrived as JSON inside a multipart field, where a NUL is still the escape text \u0000
 * when the field is read, so it is looked for again here.
 */
export const parseDebiturData = (object: Record<string, unknown>, type: unknown): DebiturData => {
  refuseNul(object);
  return parseInput(
    debiturDataSchema,
    type === undefined || type === '' ? object : { ...object, type },
  );
};
