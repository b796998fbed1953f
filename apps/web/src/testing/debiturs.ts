import { EMPTY_TYPE_FIELDS, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';

/** The group and branch of the personal debitur below, with the uuid-shaped ids the server gives. */
export const JAWA_BARAT = { _id: 'a0a1c2d3-0000-4000-8000-000000000001', groupName: 'Jawa Barat' };
export const BANDUNG_DAGO = {
  _id: 'b0a1c2d3-0000-4000-8000-000000000001',
  branchName: 'Bandung Dago',
};

/** A Personal debitur with an address and nothing else filled; overrides say what a test is about. */
export const debitur = (overrides: Partial<Debitur> = {}): Debitur => ({
  _id: 'd',
  version: 1,
  created: '2026-01-01T00:00:00.000Z',
  modified: '2026-01-01T00:00:00.000Z',
  type: 'Personal',
  email: null,
  address: 'Jl. Merdeka 1',
  relatedGroup: { _id: 'g1', groupName: 'Jawa Barat' },
  relatedBranch: { _id: 'b1', branchName: 'Bandung' },
  isArchive: false,
  uploadFile: [],
  ...EMPTY_TYPE_FIELDS,
  debiturPhoto: [],
  createdBy: null,
  ...overrides,
});

/** Budi Santoso as saved, version 3: every Personal field filled and his KTP on file. */
export const personalDebitur = (overrides: Partial<Debitur> = {}): Debitur =>
  debitur({
    _id: 'd0a1c2d3-0000-4000-8000-000000000001',
    version: 3,
    created: '2026-01-05T02:00:00.000Z',
    modified: '2026-01-05T02:00:00.000Z',
    email: 'budi@example.com',
    address: 'Jl. Dago 12, Bandung',
    relatedGroup: JAWA_BARAT,
    relatedBranch: BANDUNG_DAGO,
    uploadFile: [
      { _id: 'f0a1c2d3-0000-4000-8000-000000000001', name: 'ktp-budi.pdf', category: 'ktp' },
    ],
    fullName: 'Budi Santoso',
    dateOfBirth: '1990-05-01',
    phoneNumber: '081234567890',
    maritalStatus: 'Married',
    idNumber: '3273010101900001',
    ...overrides,
  });
