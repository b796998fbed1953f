import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES_BY_CODE } from '@creditdesk/domain/documents/document-catalogue';
import {
  createCreditApplication,
  PDF_BYTES,
  uploadedDocument,
  validMetadata,
} from '../testing/credit-applications';
import type { Method, UploadFile } from '../testing/http';
import {
  call,
  callMultipart,
  callTypedMultipart,
  describedRoutes,
  file,
  operation,
} from './openapi.fixture';

/** A form a route accepts, for the `n`th request of a test (so creates do not collide). */
interface Form {
  url: string;
  fields: Record<string, string>;
  files?: UploadFile[];
}

const pdf = (key: string): UploadFile => ({ key, name: `${key}.pdf`, data: PDF_BYTES });

const userFields = (n: number) => ({
  name: `Typed Part User ${n}`,
  email: `typed.part.${n}@bank.example`,
  isActive: 'true',
  roleId: file.records.roleId,
  area: JSON.stringify([
    { groupId: file.records.groupId, branch: [{ branchId: file.records.branchId }] },
  ]),
});

const wizardFields = () => ({
  type: 'Personal',
  joinType: 'New Debitur',
  status: 'Draft',
  newDebitur: JSON.stringify(file.records.personal()),
  facilities: JSON.stringify([file.records.facilityId]),
});

/** A form each multipart route with JSON parts accepts, keyed as the description names it. */
const FORMS: Record<string, (n: number) => Promise<Form>> = {
  'post /api/v1/master-data/user': async (n) => ({
    url: '/api/v1/master-data/user',
    fields: userFields(n),
  }),
  'put /api/v1/master-data/user/{id}': async (n) => {
    const created = await callMultipart('POST', '/api/v1/master-data/user', userFields(n + 1000));
    return {
      url: `/api/v1/master-data/user/${created.json().response._id}`,
      fields: userFields(n),
    };
  },
  'post /api/v1/master-data/debitur': async () => ({
    url: '/api/v1/master-data/debitur',
    fields: { type: 'Personal', data: JSON.stringify(file.records.personal()) },
  }),
  'put /api/v1/master-data/debitur/{id}': async () => ({
    url: `/api/v1/master-data/debitur/${file.records.debiturId}`,
    fields: { data: JSON.stringify(file.records.personal()) },
  }),
  'post /api/v1/credit-application/': async () => ({
    url: '/api/v1/credit-application',
    fields: wizardFields(),
  }),
  'put /api/v1/credit-application/{id}': async () => {
    const created = await callMultipart('POST', '/api/v1/credit-application', wizardFields());
    return {
      url: `/api/v1/credit-application/${created.json().response._id}`,
      fields: wizardFields(),
    };
  },
  'post /api/v1/document-credit-application': async () => {
    const { id } = await createCreditApplication(file.context, file.records.headers);
    const data = {
      creditApplication: id,
      category: DOCUMENT_TYPES_BY_CODE.get('ktp')?.category,
      documents: [{ code: 'ktp', uploadedDocuments: [{ metadata: validMetadata('ktp') }] }],
    };
    return {
      url: '/api/v1/document-credit-application',
      fields: { data: JSON.stringify(data) },
      files: [pdf('file')],
    };
  },
  'put /api/v1/document-credit-application/{id}': async () => {
    const { id } = await createCreditApplication(file.context, file.records.headers);
    const uploaded = await uploadedDocument(file.context, file.records.headers, id, 'ktp', {});
    const updates = [
      { typeId: uploaded.type._id, fileId: uploaded.file._id, metadata: validMetadata('ktp') },
    ];
    return {
      url: `/api/v1/document-credit-application/${id}`,
      fields: { updates: JSON.stringify(updates) },
    };
  },
};

/** The multipart operations of the description and the parts it says hold JSON. */
const jsonPartOperations = () =>
  describedRoutes().flatMap(({ method, path }) => {
    const encoding = operation(method, path).requestBody?.content['multipart/form-data']?.encoding;
    const jsonParts = Object.entries(encoding ?? {})
      .filter(([, part]) => part.contentType === 'application/json')
      .map(([name]) => name);
    return jsonParts.length > 0 ? [{ key: `${method} ${path}`, method, jsonParts }] : [];
  });

describe('a multipart part holding JSON', () => {
  it('is accepted typed application/json, as the description says, or untyped', async () => {
    const operations = jsonPartOperations();
    expect(operations.map(({ key }) => key).sort()).toEqual(Object.keys(FORMS).sort());
    let n = 0;
    for (const { key, method, jsonParts } of operations) {
      const formOf = FORMS[key] as (n: number) => Promise<Form>;
      const verb = method.toUpperCase() as Method;
      const untyped = await formOf(++n);
      const plain = await callMultipart(verb, untyped.url, untyped.fields, untyped.files);
      expect(plain.statusCode, `${key} untyped: ${plain.body}`).toBeLessThan(300);
      const typed = await formOf(++n);
      const answer = await callTypedMultipart(
        verb,
        typed.url,
        typed.fields,
        jsonParts,
        typed.files,
      );
      expect(answer.statusCode, `${key} typed: ${answer.body}`).toBe(plain.statusCode);
    }
  });

  it('answers 400 when a part typed application/json is not JSON', async () => {
    for (const { key, method, jsonParts } of jsonPartOperations()) {
      const form = await (FORMS[key] as (n: number) => Promise<Form>)(0);
      const fields = { ...form.fields, [jsonParts[0] as string]: '{"not": json' };
      const verb = method.toUpperCase() as Method;
      const answer = await callTypedMultipart(verb, form.url, fields, jsonParts, form.files);
      expect(answer.statusCode, `${key}: ${answer.body}`).toBe(400);
      expect(answer.json().message, key).toBe(
        'A form part sent as application/json does not hold valid JSON.',
      );
    }
  });

  it('is refused past the depth a JSON body may nest, typed or not', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const url = `/api/v1/master-data/debitur/${file.records.debiturId}`;
    for (const typed of [[], ['data']]) {
      const answer = await callTypedMultipart('PUT', url, { data: deep }, typed);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(
        'The request nests lists and objects more than 32 levels deep, which no form does.',
      );
    }
    expect((await call('GET', url)).statusCode).toBe(200);
  });
});
