import { describe, expect, it } from 'vitest';
import {
  differs,
  documentMismatches,
  fileMismatches,
  mismatchReasonRefusal,
  nameKey,
  type CheckedDocument,
  type DebiturIdentity,
} from './debitur-checks';
import { DEBITUR_CHECK_MESSAGES as M } from './debitur-checks.messages';
import { submitDocumentBodySchema } from './debitur-checks.schemas';

const personal: DebiturIdentity = {
  type: 'Personal',
  idNumber: '3172010101900001',
  fullName: 'Budi Santoso',
  organizerName: null,
  npwp: null,
  nib: null,
};
const enterprise: DebiturIdentity = {
  type: 'Enterprise',
  idNumber: null,
  fullName: null,
  organizerName: 'Siti Rahmawati',
  npwp: '01.234.567.8-901.000',
  nib: '1234567890123',
};

const document = (
  typeCode: string,
  metadata: CheckedDocument['metadata'],
  fields?: CheckedDocument['fields'],
): CheckedDocument => ({ documentId: 'doc-1', typeCode, metadata, ...(fields ? { fields } : {}) });

describe('nameKey', () => {
  it.each([
    ['Budi Santoso', 'budisantoso'],
    ['  BUDI   santoso ', 'budisantoso'],
    ['H. Budi Santoso, S.E., M.M.', 'budisantoso'],
    ['Hj. Siti-Rahmawati', 'sitirahmawati'],
    ['Prof. Dr. Ir. Budi Santoso', 'budisantoso'],
    ['Drs. Budi Santoso S.H.', 'budisantoso'],
    ["Budi O'Santoso", 'budiosantoso'],
    ['Budi H Santoso', 'budihsantoso'],
    ['S.E.', ''],
    ['', ''],
  ])('reads %j as %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('differs', () => {
  it.each([
    ['nik', '3172 0101 0190 0001', '3172010101900001', false],
    ['nik', '3171010101900001', '3172010101900001', true],
    ['npwp', '01.234.567.8-901.000', '012345678901000', false],
    ['npwp', '01.234.567.8-901.001', '012345678901000', true],
    ['nib', '1234567890123', '1234567890124', true],
    ['name', 'Dr. budi santoso', 'BUDI SANTOSO, S.E.', false],
    ['name', 'Budi Santosa', 'Budi Santoso', true],
    ['nik', '', '3172010101900001', false],
    ['nik', '-', '3172010101900001', false],
    ['name', 'Budi Santoso', '', false],
    ['name', 'H.', 'Budi Santoso', false],
  ] as const)('%s: %j against %j differs: %s', (kind, mine, theirs, expected) => {
    expect(differs(kind, mine, theirs)).toBe(expected);
  });
});

describe('documentMismatches', () => {
  it('compares a KTP NIK with the ID number and its name with the full name', () => {
    expect(
      documentMismatches(
        document('ktp', { nik: '3171010101900001', atasNama: 'Budi Santosa' }),
        personal,
      ),
    ).toEqual([
      {
        documentId: 'doc-1',
        typeCode: 'ktp',
        field: 'nik',
        kind: 'nik',
        documentValue: '3171010101900001',
        debiturValue: '3172010101900001',
        message: {
          code: M.nik,
          params: { documentValue: '3171010101900001', debiturValue: '3172010101900001' },
        },
      },
      expect.objectContaining({ field: 'atasNama', kind: 'name', debiturValue: 'Budi Santoso' }),
    ]);
  });

  it('finds nothing when the KTP matches up to spacing, case and titles', () => {
    expect(
      documentMismatches(
        document('ktp', { nik: ' 3172-0101-0190-0001 ', atasNama: 'H. BUDI SANTOSO, S.E.' }),
        personal,
      ),
    ).toEqual([]);
  });

  it.each([
    ['a spouse KTP', document('ktp-pasangan', { nik: '3171010101900009', atasNama: 'Ani' })],
    ['a family card', document('kartu-keluarga', { nomorKk: '3171010101900009' })],
    ['an empty NIK', document('ktp', { nik: '', atasNama: '' })],
    ['a Personal NPWP (no NPWP on the debitur)', document('npwp-perorangan', { nomorNpwp: '1' })],
  ])('leaves %s alone', (_label, checked) => {
    expect(documentMismatches(checked, personal)).toEqual([]);
  });

  it('compares the organizer KTP name, the NPWP and the NIB of an Enterprise', () => {
    const found = fileMismatches(
      [
        document('ktp-pengurus', { nik: '3171010101900009', atasNama: 'Siti Rahma' }),
        document('npwp-badan', { nomorNpwp: '01.234.567.8-901.999' }),
        document('nib', { nomorNib: '1234567890123', tanggalTerbit: '2024-01-01' }),
      ],
      enterprise,
    );
    expect(found.map(({ typeCode, field, kind }) => [typeCode, field, kind])).toEqual([
      ['ktp-pengurus', 'atasNama', 'name'],
      ['npwp-badan', 'nomorNpwp', 'npwp'],
    ]);
  });

  it('reads an NPWP or NIB from any field its form formats so, whatever its name', () => {
    const found = documentMismatches(
      document('custom-1', { nomorDokumen: '99.999.999.9-999.999', nomorIzin: '9999999999999' }, [
        { name: 'nomorDokumen', check: 'npwp' },
        { name: 'nomorIzin', check: 'nib' },
      ]),
      enterprise,
    );
    expect(found.map(({ field, kind }) => [field, kind])).toEqual([
      ['nomorDokumen', 'npwp'],
      ['nomorIzin', 'nib'],
    ]);
  });
});

describe('mismatchReasonRefusal', () => {
  it.each([
    [0, undefined, undefined],
    [0, '', undefined],
    [2, undefined, M.reasonRequired],
    [2, '   ', M.reasonRequired],
    [1, 'The KTP was renewed', undefined],
  ])('%i mismatches with reason %j: %s', (count, reason, expected) => {
    expect(mismatchReasonRefusal(count, reason)).toBe(expected);
  });
});

describe('submitDocumentBodySchema', () => {
  it('takes no body, an empty one, or a trimmed reason', () => {
    expect(submitDocumentBodySchema.parse(undefined)).toBeUndefined();
    expect(submitDocumentBodySchema.parse(null)).toBeNull();
    expect(submitDocumentBodySchema.parse({})).toEqual({});
    expect(submitDocumentBodySchema.parse({ reason: '  renewed  ' })).toEqual({
      reason: 'renewed',
    });
    expect(submitDocumentBodySchema.safeParse({ reason: 'x'.repeat(256) }).success).toBe(false);
  });
});
