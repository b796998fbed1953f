import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES as M,
} from '@creditdesk/domain/documents/documents.schemas';
import {
  createCreditApplication,
  PDF_BYTES,
  uploadDocument,
} from '../../testing/credit-applications';
import { MALFORMED_UPLOAD_MESSAGE } from '../../kit/streamed-upload';
import { adminSession } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { DOCUMENT_KEY_PREFIX } from './document-file-type';
import { creditApplicationDocuments } from './documents.table';
import { fieldErrorsOf, requester, type UploadFile } from '../../testing/http';
import { storedFiles } from '../../testing/inspect';

let context: TestContext;
let headers: Record<string, string>;
let applicationId: string;

beforeAll(async () => {
  context = await createTestApp();
  headers = (await adminSession(context)).headers;
  applicationId = (await createCreditApplication(context, headers)).id;
});
afterAll(() => context.close());

const { call } = requester(() => context, { headers: () => headers });

/** A zip of stored (uncompressed) entries, as an Office file is laid out. */
const zip = (entries: [string, string][]) =>
  Buffer.concat(
    entries.map(([name, text]) => {
      const data = Buffer.from(text);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(zlib.crc32(data), 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), data]);
    }),
  );
const WORD_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCX = zip([
  ['[Content_Types].xml', WORD_CONTENT_TYPES],
  ['word/document.xml', '<w:document/>'],
]);
const COMPOUND_FILE = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)]);

const upload = (name: string, data: Buffer) =>
  uploadDocument(context, headers, applicationId, 'spt-tahunan', {
    file: { key: 'file', name, data },
  });

const documentCount = async () =>
  (await context.db.select().from(creditApplicationDocuments)).length;

describe('file types, judged by the bytes', () => {
  it.each([
    ['a PDF', 'laporan.pdf', PDF_BYTES, 'pdf'],
    ['a JPEG', 'foto.jpg', JPEG, 'jpeg'],
    ['a Word document', 'surat.docx', DOCX, 'docx'],
    ['an old Word document', 'surat.doc', COMPOUND_FILE, 'doc'],
    ['an old Excel workbook', 'neraca.xls', COMPOUND_FILE, 'xls'],
    ['a csv file', 'mutasi.csv', Buffer.from('tanggal,nominal\n2026-01-15,1500000\n'), 'csv'],
  ])('accepts %s', async (_, name, data, kind) => {
    const response = await upload(name, data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response.file).toMatchObject({ name, kind, size: data.length });
  });

  it('accepts an Excel workbook as written by a spreadsheet program', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Neraca').addRow(['Kas', 1500000]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('neraca.xlsx', data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response.file.kind).toBe('xlsx');
  });

  it.each([
    ['a renamed executable', 'laporan.pdf', EXECUTABLE],
    ['a compound file that is neither .doc nor .xls', 'laporan.msi', COMPOUND_FILE],
    ['a plain zip', 'arsip.docx', zip([['a.txt', 'hello']])],
    ['csv text under another name', 'mutasi.txt', Buffer.from('a,b\n1,2\n')],
    ['a csv with a NUL byte', 'mutasi.csv', Buffer.from('a,b\n1,\u00002\n')],
    ['a csv that is not UTF-8', 'mutasi.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])],
  ])("refuses %s with 415 'Invalid file type', storing nothing", async (_, name, data) => {
    const before = {
      files: await storedFiles(context, DOCUMENT_KEY_PREFIX),
      rows: await documentCount(),
    };
    const response = await upload(name, data);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(M.fileType);
    expect(await storedFiles(context, DOCUMENT_KEY_PREFIX)).toEqual(before.files);
    expect(await documentCount()).toBe(before.rows);
  });
});

describe('the 20 MB limit', () => {
  it('accepts exactly 20 MB, hashing what it stored', async () => {
    const data = Buffer.alloc(DOCUMENT_FILE_MAX_BYTES, 0x20);
    PDF_BYTES.copy(data);
    const response = await upload('besar.pdf', data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().response.file.size).toBe(DOCUMENT_FILE_MAX_BYTES);
    const download = await call(
      'GET',
      `/document-credit-application/file/${response.json().response.file._id}`,
    );
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
  });

  it("stops 20 MB + 1 byte with 413 'File too large (max 20MB)', closing the connection, writing nothing", async () => {
    const before = {
      files: await storedFiles(context, DOCUMENT_KEY_PREFIX),
      rows: await documentCount(),
    };
    const data = Buffer.alloc(DOCUMENT_FILE_MAX_BYTES + 1, 0x20);
    PDF_BYTES.copy(data);
    const response = await upload('zu-gross.pdf', data);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(M.fileTooLarge);
    expect(response.headers.connection).toBe('close');
    expect(await storedFiles(context, DOCUMENT_KEY_PREFIX)).toEqual(before.files);
    expect(await documentCount()).toBe(before.rows);
  });
});

describe('a file and its row', () => {
  it('removes the stored file when the metadata is refused after it was stored', async () => {
    const before = await storedFiles(context, DOCUMENT_KEY_PREFIX);
    const response = await uploadDocument(context, headers, applicationId, 'sdk', {
      metadata: {},
    });
    expect(response.statusCode).toBe(400);
    expect(await storedFiles(context, DOCUMENT_KEY_PREFIX)).toEqual(before);
  });

  it('removes the stored file when the transaction does not commit', async () => {
    await context.db.execute(sql`
      create function refuse_version() returns trigger language plpgsql as
      $$ begin raise exception 'storage test: commit refused'; end $$`);
    await context.db.execute(sql`
      create trigger refuse_version before insert on credit_application_document_versions
      for each row execute function refuse_version()`);
    try {
      const before = {
        files: await storedFiles(context, DOCUMENT_KEY_PREFIX),
        rows: await documentCount(),
      };
      const response = await upload('laporan.pdf', PDF_BYTES);
      expect(response.statusCode).toBe(500);
      expect(await storedFiles(context, DOCUMENT_KEY_PREFIX)).toEqual(before.files);
      expect(await documentCount()).toBe(before.rows);
    } finally {
      await context.db.execute(
        sql`drop trigger refuse_version on credit_application_document_versions`,
      );
      await context.db.execute(sql`drop function refuse_version`);
    }
  });

  it('refuses a file sent under another field name', async () => {
    const file: UploadFile = { key: 'document', name: 'a.pdf', data: PDF_BYTES };
    const response = await uploadDocument(context, headers, applicationId, 'bir', { file });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unexpected file field: document');
  });
});

describe('input that must never reach the database', () => {
  it('refuses NUL characters in metadata, a type name, a search and a reason with 400', async () => {
    const metadata = await uploadDocument(context, headers, applicationId, 'bir', {
      metadata: { nomorDokumen: 'A\u0000B' },
    });
    expect(metadata.statusCode).toBe(400);
    expect(fieldErrorsOf(metadata)).toEqual([
      { path: 'metadata.nomorDokumen', message: M.nulCharacter },
    ]);
    const typeName = await call('POST', '/document-credit-application', {
      data: {
        creditApplication: applicationId,
        category: 'lain-lain',
        documents: [{ type: 'Surat\u0000', uploadedDocuments: [{ metadata: {} }] }],
      },
    });
    expect(typeName.statusCode).toBe(400);
    const code = await call('POST', '/document-credit-application', {
      data: {
        creditApplication: applicationId,
        documents: [{ code: 'bir\u0000', uploadedDocuments: [{ metadata: {} }] }],
      },
    });
    expect(code.statusCode).toBe(400);
    const search = await call(
      'GET',
      `/document-credit-application/files?debiturId=${applicationId}&search=a%00b`,
    );
    expect(search.statusCode).toBe(400);
    const reason = await call('POST', `/credit-application/${applicationId}/approval`, {
      action: 'Rejected',
      reason: 'no\u0000',
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toBe(M.nulCharacter);
  });

  it('answers 400 to a type name over 75 characters and to a malformed multipart body', async () => {
    const long = await call('POST', '/document-credit-application', {
      data: {
        creditApplication: applicationId,
        category: 'lain-lain',
        documents: [{ type: 'x'.repeat(76), uploadedDocuments: [{ metadata: {} }] }],
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Must be 75 characters or less. Now 76 characters');
    const malformed = await call(
      'POST',
      '/document-credit-application',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MALFORMED_UPLOAD_MESSAGE);
  });
});

describe('OpenAPI', () => {
  it('describes the multipart fields and every error answer of the upload', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = response.json();
    const post = spec.paths['/api/v1/document-credit-application'].post;
    expect(Object.keys(post.requestBody.content)).toContain('multipart/form-data');
    const schema = post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(schema.properties)).toEqual(['data', 'file']);
    expect(schema.properties.file.format).toBe('binary');
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '415']),
    );
    const put = spec.paths['/api/v1/document-credit-application/{id}'].put;
    expect(Object.keys(put.requestBody.content['multipart/form-data'].schema.properties)).toEqual([
      'updates',
      'file_0',
    ]);
  });
});
