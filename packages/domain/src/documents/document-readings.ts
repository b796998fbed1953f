import { z } from 'zod';
import { READING_MESSAGES as M } from './document-readings.messages';

export { READING_MESSAGES } from './document-readings.messages';

/** The numbers a file is read for: NIK (16 digits), NPWP (15 or 16) and NIB (13). */
export const READ_NUMBER_KINDS = ['nik', 'npwp', 'nib'] as const;
export type ReadNumberKind = (typeof READ_NUMBER_KINDS)[number];

export const readNumbersSchema = z.object({
  nik: z.array(z.string()),
  npwp: z.array(z.string()),
  nib: z.array(z.string()),
});
export type ReadNumbers = z.infer<typeof readNumbersSchema>;

/** 'pending' until a reader has looked at the file; 'unreadable' is an answer, never an error. */
export const READING_STATES = ['pending', 'read', 'unreadable'] as const;

const codedMessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});

/** The reading of one uploaded document's current file. */
export const documentReadingSchema = z.object({
  documentId: z.uuid(),
  versionId: z.uuid(),
  state: z.enum(READING_STATES),
  /** What was found, labelled numbers first; null until read. */
  numbers: readNumbersSchema.nullable(),
  readAt: z.iso.datetime().nullable(),
  /** Each number of the file that differs from the debitur's, as a coded message. */
  flags: z.array(codedMessageSchema),
});
export type DocumentReading = z.infer<typeof documentReadingSchema>;

/**
 * The document types that hold the debitur's own number, and which: a spouse's or an organizer's
 * KTP carries another person's NIK, so only these are compared with the debitur.
 */
const DEBITUR_NUMBER_OF_TYPE: Record<string, ReadNumberKind> = {
  ktp: 'nik',
  'npwp-perorangan': 'npwp',
  'npwp-badan': 'npwp',
  nib: 'nib',
};

const DIFFERS = { nik: M.nikDiffers, npwp: M.npwpDiffers, nib: M.nibDiffers } as const;

/** NIK, NPWP and NIB compare by their digits only ('01.234.567.8-901.000' is 012345678901000). */
export const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The flag of a file whose number is not the debitur's: the type's number was read and none of
 * the numbers read is the debitur's. Nothing when the debitur has no such number to compare with.
 */
export const readingFlags = (
  typeCode: string,
  numbers: ReadNumbers | null,
  debitur: { nik: string | null; npwp: string | null; nib: string | null },
) => {
  const kind = DEBITUR_NUMBER_OF_TYPE[typeCode];
  const own = kind ? digitsOf(debitur[kind] ?? '') : '';
  const read = kind && numbers ? numbers[kind] : [];
  if (!kind || !own || read.length === 0 || read.some((number) => digitsOf(number) === own))
    return [];
  return [{ code: DIFFERS[kind], params: { read: read[0] ?? '', debitur: own } }];
};
