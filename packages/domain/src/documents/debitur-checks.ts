import type { DebiturType } from '../debiturs/debiturs.schemas';
import type { CodedMessage } from '../shared/message-index';
import { DEBITUR_CHECK_MESSAGES } from './debitur-checks.messages';
import type { MetaField } from './document-fields';

/**
 * The credit file checked against its debitur (issue 32): identity numbers and names a document's
 * metadata carries, compared with the debitur's own. A mismatch is a warning for the people who
 * read the file, never a refusal; Submit only asks for a reason to go on with some.
 */

export const DEBITUR_CHECK_KINDS = ['nik', 'name', 'npwp', 'nib'] as const;
export type DebiturCheckKind = (typeof DEBITUR_CHECK_KINDS)[number];

/** What the checks read of the debitur; a value the debitur's type does not hold is null. */
export interface DebiturIdentity {
  type: DebiturType;
  idNumber: string | null;
  fullName: string | null;
  organizerName: string | null;
  npwp: string | null;
  nib: string | null;
}

/** A document as the checks read it: its metadata, and the form it was filled in with. */
export interface CheckedDocument {
  documentId: string;
  typeCode: string;
  metadata: Readonly<Record<string, string | null | undefined>>;
  fields?: readonly Pick<MetaField, 'name' | 'check'>[];
}

export interface DataMismatch {
  documentId: string;
  typeCode: string;
  field: string;
  kind: DebiturCheckKind;
  documentValue: string;
  debiturValue: string;
  message: CodedMessage;
}

/** A number as the checks compare it: its digits, whatever dots and dashes it was typed with. */
export const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Titles and degrees written before or after a name (Indonesian honorifics, religious, academic
 * and professional ones), by their letters: 'S.E.' is 'se'. Inside a name a token is kept, so a
 * middle initial 'H' still counts.
 */
const NAME_TITLES = new Set([
  'h',
  'hj',
  'kh',
  'ir',
  'dr',
  'drs',
  'dra',
  'prof',
  'tn',
  'ny',
  'nn',
  'se',
  'sh',
  'mh',
  'mm',
  'mba',
  'msc',
  'msi',
  'mt',
  'mkom',
  'phd',
  'st',
  'ssi',
  'skom',
  'sked',
  'spd',
  'ssos',
  'sip',
  'sag',
  'ak',
  'amd',
  'apt',
  'ns',
  'bsc',
]);

const isTitle = (token: string) => NAME_TITLES.has(token);

/** A name as the checks compare it: no case, spaces, punctuation, nor titles around it. */
export const nameKey = (value: string) => {
  const tokens = value
    .toLowerCase()
    .split(/[\s,]+/)
    .map((token) => token.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((token) => token.length > 0);
  let start = 0;
  let end = tokens.length;
  while (start < end && isTitle(tokens[start] as string)) start += 1;
  while (end > start && isTitle(tokens[end - 1] as string)) end -= 1;
  return tokens.slice(start, end).join('');
};

const COMPARISON: Record<DebiturCheckKind, (value: string) => string> = {
  nik: digitsOf,
  npwp: digitsOf,
  nib: digitsOf,
  name: nameKey,
};

interface Check {
  kind: DebiturCheckKind;
  debiturValue: string | null;
}

/** The names of a field that holds an NPWP or a NIB, when its form does not say so. */
const NPWP_NAME = /npwp/i;
const NIB_NAME = /nib$/i;

/** What a field of a document is compared with, if anything. */
const checkOf = (
  typeCode: string,
  field: string,
  check: MetaField['check'],
  debitur: DebiturIdentity,
): Check | undefined => {
  if (typeCode === 'ktp' && field === 'nik') return { kind: 'nik', debiturValue: debitur.idNumber };
  if (typeCode === 'ktp' && field === 'atasNama')
    return { kind: 'name', debiturValue: debitur.fullName };
  if (typeCode === 'ktp-pengurus' && field === 'atasNama')
    return { kind: 'name', debiturValue: debitur.organizerName };
  if (check === 'npwp' || NPWP_NAME.test(field))
    return { kind: 'npwp', debiturValue: debitur.npwp };
  if (check === 'nib' || NIB_NAME.test(field)) return { kind: 'nib', debiturValue: debitur.nib };
  return undefined;
};

/** Whether two values differ as the kind compares them; an empty side is never a mismatch. */
export const differs = (kind: DebiturCheckKind, documentValue: string, debiturValue: string) => {
  const compared = COMPARISON[kind];
  const mine = compared(documentValue);
  const theirs = compared(debiturValue);
  return mine !== '' && theirs !== '' && mine !== theirs;
};

/** The coded message of a mismatch ('NIK 3171... differs from the debitur's 3172...'). */
export const mismatchMessage = (
  mismatch: Pick<DataMismatch, 'kind' | 'documentValue' | 'debiturValue'>,
): CodedMessage => ({
  code: DEBITUR_CHECK_MESSAGES[mismatch.kind],
  params: { documentValue: mismatch.documentValue, debiturValue: mismatch.debiturValue },
});

/** The mismatches of one document with its debitur, in its fields' order. */
export const documentMismatches = (
  document: CheckedDocument,
  debitur: DebiturIdentity,
): DataMismatch[] => {
  const checks = new Map(document.fields?.map((field) => [field.name, field.check]));
  return Object.entries(document.metadata).flatMap(([field, value]) => {
    const check = checkOf(document.typeCode, field, checks.get(field), debitur);
    if (!check || !value || !check.debiturValue) return [];
    const documentValue = value.trim();
    const debiturValue = check.debiturValue.trim();
    if (!differs(check.kind, documentValue, debiturValue)) return [];
    const found = { kind: check.kind, documentValue, debiturValue };
    return [
      {
        documentId: document.documentId,
        typeCode: document.typeCode,
        field,
        ...found,
        message: mismatchMessage(found),
      },
    ];
  });
};

/** The mismatches of a credit file's documents with its debitur. */
export const fileMismatches = (documents: readonly CheckedDocument[], debitur: DebiturIdentity) =>
  documents.flatMap((document) => documentMismatches(document, debitur));

/**
 * Submit with mismatches needs a reason (trimmed), which the timeline keeps; without mismatches
 * none is asked. Answers the message code of the refusal, or undefined.
 */
export const mismatchReasonRefusal = (mismatchCount: number, reason: string | undefined) =>
  mismatchCount > 0 && !reason?.trim() ? DEBITUR_CHECK_MESSAGES.reasonRequired : undefined;
