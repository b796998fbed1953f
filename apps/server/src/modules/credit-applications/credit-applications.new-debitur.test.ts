import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CREDIT_APPLICATION_MESSAGES as M,
  NEW_DEBITUR_FILE_MAX_BYTES,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { debiturFiles, debiturs } from '../debiturs/debiturs.table';
import { CREDIT_APPLICATION_CONFLICTS as C } from '@creditdesk/domain/credit-applications/credit-application-conflicts.messages';
import { requester, type UploadFile } from '../../testing/http';
import { countRows, storedFiles } from '../../testing/inspect';
import { PDF, PNG, uniqueIdNumber, UNKNOWN_ID } from '../../testing/master-data';
import {
  application,
  area,
  callMultipart,
  context,
  countApplications,
  facilityIds,
  headers,
} from './credit-applications.fixture';

describe('new debitur', () => {
  const newPersonal = () => ({
    fullName: 'Dewi Lestari',
    dateOfBirth: '1990-07-21',
    phoneNumber: '+62-811-2222',
    maritalStatus: 'Single',
    idNumber: uniqueIdNumber(),
    address: 'Jl. Braga 5, Bandung',
    relatedGroup: area.groupId,
    relatedBranch: area.branchId,
  });

  const fieldsOf = (overrides: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(
        application({
          joinType: 'New Debitur',
          debitur: undefined,
          facilities: JSON.stringify(facilityIds),
          newDebitur: JSON.stringify(newPersonal()),
          ...overrides,
        }),
      )
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );

  const files: UploadFile[] = [
    { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
  ];

  it('creates the debitur with its files in the same request', async () => {
    const response = await callMultipart('POST', '', fieldsOf(), files);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json().response;
    expect(body).toMatchObject({
      joinType: 'New Debitur',
      status: 'Open',
      debitur: { type: 'Personal', fullName: 'Dewi Lestari' },
      branch: { _id: area.branchId },
    });
    expect(body.debitur.debiturPhotos).toHaveLength(1);
    const stored = await context.db
      .select()
      .from(debiturFiles)
      .where(eq(debiturFiles.debiturId, body.debitur._id));
    expect(stored.map((file) => file.category).sort()).toEqual(['debiturPhoto', 'ktp']);
  });

  it('writes no application, no debitur and no file when the application is invalid', async () => {
    const before = {
      applications: await countApplications(),
      debiturs: await countRows(context.db, debiturs),
      files: await storedFiles(context, 'debitur-files'),
    };
    const response = await callMultipart('POST', '', fieldsOf({ creditType: UNKNOWN_ID }), files);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(M.creditTypeRequired);
    expect(await countApplications()).toBe(before.applications);
    expect(await countRows(context.db, debiturs)).toBe(before.debiturs);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before.files);
  });

  it("refuses invalid debitur data with the debitur's message", async () => {
    const before = await countRows(context.db, debiturs);
    const response = await callMultipart(
      'POST',
      '',
      fieldsOf({ newDebitur: JSON.stringify({ ...newPersonal(), idNumber: '123' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(DEBITUR_MESSAGES.idNumberDigits);
    expect(await countRows(context.db, debiturs)).toBe(before);
  });

  it('refuses files sent with an existing debitur', async () => {
    const response = await callMultipart(
      'POST',
      '',
      Object.fromEntries(
        Object.entries(application({ facilities: JSON.stringify(facilityIds) })).map(
          ([key, value]) => [key, String(value)],
        ),
      ),
      files,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(C.filesWithoutNewDebitur);
  });

  describe('documents up to 20 MB', () => {
    /** A PDF of exactly `size` bytes. */
    const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

    const getDebitur = (id: string) =>
      requester(() => context, { headers: () => headers }).call(
        'GET',
        `/master-data/debitur/${id}`,
      );

    const nothingWritten = async () => ({
      applications: await countApplications(),
      debiturs: await countRows(context.db, debiturs),
      files: await storedFiles(context, 'debitur-files'),
    });

    it('creates the debitur with every document, which its own page then shows', async () => {
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'npwp', data: PNG, name: 'npwp.png', type: 'image/png' },
        { key: 'kartuKeluarga', data: PDF, name: 'kk.pdf' },
        { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const debitur = await getDebitur(response.json().response.debitur._id);
      expect(debitur.statusCode).toBe(200);
      const { uploadFile, debiturPhoto } = debitur.json().response;
      expect(
        uploadFile.map((file: { category: string; name: string }) => [file.category, file.name]),
      ).toEqual(
        expect.arrayContaining([
          ['ktp', 'ktp.pdf'],
          ['npwp', 'npwp.png'],
          ['kartuKeluarga', 'kk.pdf'],
        ]),
      );
      expect(uploadFile).toHaveLength(3);
      expect(debiturPhoto).toEqual([expect.objectContaining({ name: 'face.png' })]);
    });

    it('accepts several files above the debitur limit, up to exactly 20 MB', async () => {
      const fifteen = pdfOf(15 * 1048576);
      const twenty = pdfOf(NEW_DEBITUR_FILE_MAX_BYTES);
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'rekeningKoran', data: fifteen, name: 'rekening.pdf' },
        { key: 'aktaNikah', data: twenty, name: 'akta.pdf' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await context.db
        .select()
        .from(debiturFiles)
        .where(eq(debiturFiles.debiturId, response.json().response.debitur._id));
      expect(Object.fromEntries(stored.map((file) => [file.category, file.size]))).toEqual({
        rekeningKoran: fifteen.length,
        aktaNikah: twenty.length,
      });
    });

    it('accepts them on an update of a Draft too', async () => {
      const draft = await callMultipart(
        'POST',
        '',
        fieldsOf({ status: 'Draft', newDebitur: undefined, creditDesc: undefined }),
      );
      expect(draft.statusCode, draft.body).toBe(201);
      const updated = await callMultipart(
        'PUT',
        `/${draft.json().response._id}`,
        fieldsOf({ status: 'Draft' }),
        [{ key: 'ktp', data: pdfOf(15 * 1048576), name: 'ktp.pdf' }],
      );
      expect(updated.statusCode, updated.body).toBe(200);
      const debitur = await getDebitur(updated.json().response.debitur._id);
      expect(debitur.json().response.uploadFile).toEqual([
        expect.objectContaining({ category: 'ktp', name: 'ktp.pdf' }),
      ]);
    });

    it('answers 413 with the 20 MB message to one byte more, writing nothing', async () => {
      const before = await nothingWritten();
      const response = await callMultipart('POST', '', fieldsOf(), [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'npwp', data: pdfOf(NEW_DEBITUR_FILE_MAX_BYTES + 1), name: 'npwp.pdf' },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe(M.fileTooLarge);
      expect(await nothingWritten()).toEqual(before);
    });

    it("answers 415 'Invalid file type' to a renamed executable or a PDF photo", async () => {
      const before = await nothingWritten();
      for (const file of [
        { key: 'ktp', data: EXE, name: 'ktp.pdf' },
        { key: 'debiturPhoto', data: PDF, name: 'face.png', type: 'image/png' },
      ]) {
        const response = await callMultipart('POST', '', fieldsOf(), [file]);
        expect(response.statusCode).toBe(415);
        expect(response.json().code).toBe(M.fileType);
      }
      expect(await nothingWritten()).toEqual(before);
    });

    it('removes the stored bytes when the application is refused after storing them', async () => {
      const before = await nothingWritten();
      const response = await callMultipart(
        'POST',
        '',
        fieldsOf({ facilities: JSON.stringify([facilityIds[0], UNKNOWN_ID]) }),
        [
          { key: 'ktp', data: pdfOf(15 * 1048576), name: 'ktp.pdf' },
          { key: 'debiturPhoto', data: PNG, name: 'face.png', type: 'image/png' },
        ],
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(M.facilitiesRequired);
      expect(await nothingWritten()).toEqual(before);
    });
  });
});
