import { randomUUID } from 'node:crypto';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
  type MetaField,
} from '@creditdesk/domain/documents/document-catalogue';
import type { DocumentMetadata } from '@creditdesk/domain/documents/documents.schemas';
import { branchGroups, branches } from '../modules/branches/branches.table';
import { creditTypes } from '../modules/credit-types/credit-types.table';
import { debiturs } from '../modules/debiturs/debiturs.table';
import { facilities } from '../modules/facilities/facilities.table';
import { groups } from '../modules/groups/groups.table';
import type { TestContext } from './test-app';

/**
 * Credit applications brought to Credit Approved through the API, and their documents: for the
 * documents tests, and for any test that needs an application further along.
 */

type Context = Pick<TestContext, 'app' | 'db'>;
type Headers = Record<string, string>;

export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A 1x1 PNG: its signature and header chunk, which the type check reads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface UploadPart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body as a browser would send it: text fields, then files. */
export const multipartBody = async (fields: Record<string, string>, files: UploadPart[] = []) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
};

/** A value each field of a form accepts; an Akhir date lies a year after its Mulai. */
export const validMetadataFor = (fields: readonly MetaField[], onlyRequired = true) => {
  const metadata: DocumentMetadata = {};
  for (const field of fields) {
    if (onlyRequired && !field.required) continue;
    if (field.type === 'date')
      metadata[field.name] = field.name.endsWith('Akhir') ? '2027-01-15' : '2026-01-15';
    else if (field.type === 'number') metadata[field.name] = '12';
    else if (field.type === 'option') metadata[field.name] = field.options?.[0] ?? '';
    else if (field.format === 'nik') metadata[field.name] = '3273012345678901';
    else if (field.format === 'npwp') metadata[field.name] = '01.234.567.8-901.000';
    else if (field.format === 'nib') metadata[field.name] = '1234567890123';
    else metadata[field.name] = `${field.label} 1`;
  }
  return metadata;
};

export const validMetadata = (code: string) => {
  const definition = DOCUMENT_TYPES_BY_CODE.get(code);
  if (!definition) throw new Error(`no catalogued document type ${code}`);
  return validMetadataFor(definition.formMetaData);
};

/** A group with one branch, a credit type, a facility and a debitur of `type` in that branch. */
export const createDebiturWithArea = async (
  db: Context['db'],
  debitur: { type: DebiturType; maritalStatus?: string },
) => {
  const suffix = randomUUID().slice(0, 6);
  const [group] = await db
    .insert(groups)
    .values({ name: `Group ${suffix}` })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({ name: `Branch ${suffix}` })
    .returning();
  await db.insert(branchGroups).values({ branchId: branch!.id, groupId: group!.id });
  const [creditType] = await db
    .insert(creditTypes)
    .values({ name: `Kredit ${suffix}` })
    .returning();
  const [facility] = await db
    .insert(facilities)
    .values({ name: `Facility ${suffix}` })
    .returning();
  const [row] = await db
    .insert(debiturs)
    .values({
      type: debitur.type,
      address: 'Jl. Asia Afrika 8, Bandung',
      relatedGroupId: group!.id,
      relatedBranchId: branch!.id,
      ...(debitur.type === 'Personal'
        ? { fullName: `Rina ${suffix}`, maritalStatus: debitur.maritalStatus ?? 'Married' }
        : { companyName: `PT Sinar ${suffix}` }),
    })
    .returning();
  return { debiturId: row!.id, creditTypeId: creditType!.id, facilityId: facility!.id };
};

/**
 * A credit application of a new debitur of `type`, created and signed by the user of `headers`
 * through the API up to `status` (Credit Approved by default).
 */
export const createApplication = async (
  context: Context,
  headers: Headers,
  options: {
    debitur?: { type: DebiturType; maritalStatus?: string };
    status?: 'Open' | 'Signing Process' | 'Credit Approved';
  } = {},
) => {
  const debitur = options.debitur ?? { type: 'Personal' as const };
  const area = await createDebiturWithArea(context.db, debitur);
  const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    context.app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const created = await call('POST', '/credit-application', {
    type: debitur.type,
    joinType: 'Existing Debitur',
    debitur: area.debiturId,
    creditType: area.creditTypeId,
    plafond: '250000000',
    facilities: [area.facilityId],
    tenorStartDate: '2026-02-01',
    tenorEndDate: '2027-01-31',
    creditDesc: 'Working capital for the rice mill',
    status: 'Open',
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id = (created.json().response as { _id: string })._id;
  const target = options.status ?? 'Credit Approved';
  for (const step of ['Signing Process', 'Credit Approved'] as const) {
    if (target === 'Open') break;
    const moved = await call('PUT', `/credit-application/${id}`, { status: step });
    if (moved.statusCode !== 200) throw new Error(`signing failed: ${moved.body}`);
    if (step === target) break;
  }
  return { id, debiturId: area.debiturId };
};

/** Uploads a file for a catalogued type (valid metadata unless given) and answers the reply. */
export const uploadDocument = async (
  context: Context,
  headers: Headers,
  applicationId: string,
  code: string,
  options: { metadata?: Record<string, unknown>; file?: UploadPart | null } = {},
) => {
  const { payload, contentType } = await multipartBody(
    {
      data: JSON.stringify({
        creditApplication: applicationId,
        category: DOCUMENT_TYPES_BY_CODE.get(code)?.category,
        documents: [
          {
            code,
            uploadedDocuments: [{ metadata: options.metadata ?? validMetadata(code) }],
          },
        ],
      }),
    },
    options.file === null
      ? []
      : [
          options.file ?? {
            field: 'file',
            name: `${code}.pdf`,
            data: PDF_BYTES,
            type: 'application/pdf',
          },
        ],
  );
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/document-credit-application',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};

/** Uploads one PDF for every type of the debitur's mandatory set. */
export const uploadMandatorySet = async (
  context: Context,
  headers: Headers,
  applicationId: string,
  debitur: { type: DebiturType; maritalStatus?: string | null } = {
    type: 'Personal',
    maritalStatus: 'Married',
  },
) => {
  for (const code of mandatoryTypeCodes(debitur)) {
    const response = await uploadDocument(context, headers, applicationId, code);
    if (response.statusCode !== 201) throw new Error(`upload of ${code} failed: ${response.body}`);
  }
};
