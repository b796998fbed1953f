import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
} from '@creditdesk/domain/documents/document-catalogue';
import type { DocumentStructure } from '@creditdesk/domain/documents/document-answers.schemas';
import { type MetaField } from '@creditdesk/domain/documents/document-fields';
import type { DocumentMetadata } from '@creditdesk/domain/documents/documents.schemas';
import { requester, type Headers, type UploadFile, createdRecord } from './http';
import { createArea, createCreditType, createFacility, insertDebitur } from './master-data';
import type { TestContext } from './test-app';
import type { DebiturIdentity } from '@creditdesk/domain/documents/debitur-checks';
import { debiturIdentityOf } from '../modules/documents/debitur-checks.repository';

/**
 * Credit applications brought to Credit Approved through the API, and their documents: for the
 * documents tests, and for any test that needs an application further along
 * (`createCreditApplication(context, headers, { status: 'Open' })`).
 */

type Context = Pick<TestContext, 'app' | 'db'>;

import { PDF_BYTES } from './sample-files';

export { PDF_BYTES, PNG_BYTES } from './sample-files';

/** A value each field of a form accepts; an Akhir date lies a year after its Mulai. */
export const validMetadataFor = (fields: readonly MetaField[], onlyRequired = true) => {
  const metadata: DocumentMetadata = {};
  for (const field of fields) {
    if (onlyRequired && !field.required) continue;
    if (field.type === 'date')
      metadata[field.name] = field.name.endsWith('Akhir') ? '2027-01-15' : '2026-01-15';
    else if (field.type === 'number') metadata[field.name] = '12';
    else if (field.type === 'option') metadata[field.name] = field.options?.[0] ?? '';
    else if (field.check === 'nik') metadata[field.name] = '3273012345678901';
    else if (field.check === 'npwp') metadata[field.name] = '01.234.567.8-901.000';
    else if (field.check === 'nib') metadata[field.name] = '1234567890123';
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
  const area = await createArea(db, `Group ${suffix}`, [`Branch ${suffix}`]);
  const creditType = await createCreditType(db, `Kredit ${suffix}`);
  const facility = await createFacility(db, `Facility ${suffix}`);
  const debiturId = await insertDebitur(db, area, {
    type: debitur.type,
    ...(debitur.type === 'Personal'
      ? { fullName: `Rina ${suffix}`, maritalStatus: debitur.maritalStatus ?? 'Married' }
      : { companyName: `PT Sinar ${suffix}` }),
  });
  return { debiturId, creditTypeId: creditType.id, facilityId: facility.id };
};

/**
 * A credit application of a new debitur of `type`, created and signed by the user of `headers`
 * through the API up to `status` (Credit Approved by default).
 */
export const createCreditApplication = async (
  context: Context,
  headers: Headers,
  options: {
    debitur?: { type: DebiturType; maritalStatus?: string };
    status?: 'Open' | 'Signing Process' | 'Credit Approved';
  } = {},
) => {
  const debitur = options.debitur ?? { type: 'Personal' as const };
  const area = await createDebiturWithArea(context.db, debitur);
  const { call } = requester(() => context, { headers: () => headers });
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

/** The names a KTP of the debitur carries, so that a complete file has no data mismatch. */
const namesOfDebitur = (code: string, identity?: DebiturIdentity) => {
  const name =
    code === 'ktp' ? identity?.fullName : code === 'ktp-pengurus' && identity?.organizerName;
  return name ? { atasNama: name } : {};
};

/**
 * Uploads a file for a catalogued type and answers the reply: its metadata is the valid one that
 * names the debitur as a KTP does (no data mismatch), unless given.
 */
export const uploadDocument = async (
  context: Context,
  headers: Headers,
  applicationId: string,
  code: string,
  options: { metadata?: Record<string, unknown>; file?: UploadFile | null } = {},
) =>
  requester(() => context, { headers: () => headers }).callMultipart(
    'POST',
    '/document-credit-application',
    {
      data: JSON.stringify({
        creditApplication: applicationId,
        category: DOCUMENT_TYPES_BY_CODE.get(code)?.category,
        documents: [
          {
            code,
            uploadedDocuments: [
              {
                metadata: options.metadata ?? {
                  ...validMetadata(code),
                  ...namesOfDebitur(code, await debiturIdentityOf(context.db, applicationId)),
                },
              },
            ],
          },
        ],
      }),
    },
    options.file === null
      ? []
      : [
          options.file ?? {
            key: 'file',
            name: `${code}.pdf`,
            data: PDF_BYTES,
            type: 'application/pdf',
          },
        ],
  );

/** An application's document tree as the holder of `headers` reads it, which must answer 200. */
export const documentStructure = async (
  context: Context,
  headers: Headers,
  applicationId: string,
) => {
  const response = await requester(() => context, { headers: () => headers }).call(
    'GET',
    `/credit-application/list-document/${applicationId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as DocumentStructure;
};

/** The type `code` in a document tree, wherever its category. */
export const typeNode = (structure: DocumentStructure, code: string) => {
  const node = structure.categories
    .flatMap((category) => category.children)
    .find((child) => child.code === code);
  if (!node) throw new Error(`no type ${code}`);
  return node;
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

/**
 * Uploads a `code` document whose metadata is the valid one with `metadata` laid over it, which
 * must succeed; answers the uploaded type and file.
 */
export const uploadedDocument = async (
  context: Context,
  headers: Headers,
  applicationId: string,
  code: string,
  metadata: Record<string, string>,
) => {
  return createdRecord<{ type: { _id: string }; file: { _id: string } }>(
    await uploadDocument(context, headers, applicationId, code, {
      metadata: { ...validMetadata(code), ...metadata },
    }),
  );
};
