import { describe, expect, it } from 'vitest';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { auditOf, storedFiles } from '../../testing/inspect';
import { createDebitur, PDF, PNG, uniqueIdNumber } from '../../testing/master-data';
import { EXE, JPEG, call, callMultipart, context, headers, personal } from './debiturs.fixture';

describe('debiturs: files', () => {
  it('replaces a document of a category, removing the old bytes after commit', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'old.pdf' },
    ]);
    const stored = await storedFiles(context, 'debitur-files');
    const response = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'ktp', data: PNG, name: 'new.png', type: 'image/png' },
      { key: 'npwp', data: JPEG, name: 'npwp.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json().response.uploadFile as { name: string; category: string }[];
    expect(files.map((file) => `${file.category}:${file.name}`).sort()).toEqual([
      'ktp:new.png',
      'npwp:npwp.jpg',
    ]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(stored.length + 1);
    const audit = await auditOf(context.db, created._id);
    expect(
      audit.filter((row) => row.action === 'file-uploaded').map((row) => row.after),
    ).toContainEqual({ category: 'ktp', name: 'new.png' });
  });

  it('keeps every photo, the newest last and served as the current one', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'debiturPhoto', data: PNG, name: 'first.png', type: 'image/png' },
    ]);
    const response = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'debiturPhoto', data: JPEG, name: 'second.jpg', type: 'image/jpeg' },
    ]);
    expect(
      response.json().response.debiturPhoto.map((photo: { name: string }) => photo.name),
    ).toEqual(['first.png', 'second.jpg']);
    const photo = await call('GET', `/debitur/${created._id}/debitur-photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
  });

  it('downloads a file as an attachment with its original name', async () => {
    const created = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'KTP Budi é.pdf' },
    ]);
    const download = await call('GET', `/debitur/file/${created.uploadFile[0]!._id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="KTP Budi _.pdf"; filename*=UTF-8''KTP%20Budi%20%C3%A9.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const noPhoto = await call('GET', `/debitur/${created._id}/debitur-photo`);
    expect(noPhoto.statusCode).toBe(404);
  });

  it("removes a file, answering 404 for another debitur's file", async () => {
    const owner = await createDebitur(context, headers, personal(), [
      { key: 'ktp', data: PDF, name: 'ktp.pdf' },
    ]);
    const other = await createDebitur(context, headers, personal());
    const fileId = owner.uploadFile[0]!._id;
    const before = await storedFiles(context, 'debitur-files');
    expect((await call('DELETE', `/debitur/${other._id}/file/${fileId}`)).statusCode).toBe(404);
    const removed = await call('DELETE', `/debitur/${owner._id}/file/${fileId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().response.uploadFile).toEqual([]);
    expect((await storedFiles(context, 'debitur-files')).length).toBe(before.length - 1);
    expect((await call('GET', `/debitur/file/${fileId}`)).statusCode).toBe(404);
    const audit = await auditOf(context.db, owner._id);
    expect(audit.find((row) => row.action === 'file-removed')?.after).toEqual({
      category: 'ktp',
      name: 'ktp.pdf',
    });
  });

  it('refuses a renamed executable, a PDF photo and an unknown category by their content', async () => {
    const created = await createDebitur(context, headers, personal());
    const before = await storedFiles(context, 'debitur-files');
    const renamed = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'ktp', data: EXE, name: 'ktp.pdf', type: 'application/pdf' },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe(DEBITUR_MESSAGES.fileType);
    const pdfPhoto = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'debiturPhoto', data: PDF, name: 'photo.png', type: 'image/png' },
    ]);
    expect(pdfPhoto.statusCode).toBe(415);
    const enterpriseOnly = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'nib', data: PDF, name: 'nib.pdf' },
    ]);
    expect(enterpriseOnly.statusCode).toBe(400);
    const none = await callMultipart('PUT', `/debitur/${created._id}/files`, {});
    expect(none.statusCode).toBe(400);
    const onCreate = await callMultipart(
      'POST',
      '/debitur',
      { type: 'Personal', data: JSON.stringify(personal()) },
      [{ key: 'ktp', data: EXE, name: 'setup.pdf' }],
    );
    expect(onCreate.statusCode).toBe(415);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
    expect((await call('GET', `/debitur/${created._id}`)).json().response.uploadFile).toEqual([]);
  });

  it('accepts exactly 10 MB and answers 413 to one byte more', async () => {
    const created = await createDebitur(context, headers, personal());
    const exact = Buffer.concat([PDF, Buffer.alloc(DEBITUR_FILE_MAX_BYTES - PDF.length, 0x20)]);
    const accepted = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'rekeningKoran', data: exact, name: 'rekening.pdf' },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = await storedFiles(context, 'debitur-files');
    const tooLarge = await callMultipart('PUT', `/debitur/${created._id}/files`, {}, [
      { key: 'kartuKeluarga', data: Buffer.concat([exact, Buffer.from(' ')]), name: 'kk.pdf' },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe(DEBITUR_MESSAGES.fileTooLarge);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
  });

  it('leaves no stored file behind when the write fails', async () => {
    const idNumber = uniqueIdNumber();
    await createDebitur(context, headers, personal({ idNumber }));
    const before = await storedFiles(context, 'debitur-files');
    const duplicate = await callMultipart(
      'POST',
      '/debitur',
      { type: 'Personal', data: JSON.stringify(personal({ idNumber })) },
      [
        { key: 'ktp', data: PDF, name: 'ktp.pdf' },
        { key: 'debiturPhoto', data: PNG, name: 'photo.png', type: 'image/png' },
      ],
    );
    expect(duplicate.statusCode).toBe(409);
    expect(await storedFiles(context, 'debitur-files')).toEqual(before);
  });
});
