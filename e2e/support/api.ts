import { DOCUMENT_TYPES_BY_CODE } from '@creditdesk/domain/documents/document-catalogue';
import { expect, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './admin';
import type { DebiturIdentity } from '@creditdesk/domain/documents/debitur-checks';
import { pdfFile, requiredMetadataOf } from './credit-applications';

/**
 * Setting up through the API what a journey needs but does not test, with the signed-in page's
 * own token: the forms are each covered by a journey of their own.
 */

const accessTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      window.sessionStorage.getItem('creditdesk.access-token') ??
      window.localStorage.getItem('creditdesk.access-token'),
  );

/** The signed-in user's Authorization header, for a call the journey makes itself. */
export const bearerOf = async (page: Page) => ({
  Authorization: `Bearer ${await accessTokenOf(page)}`,
});

/** The signed-in user's language, as the profile menu sets it. */
export const setLanguage = async (page: Page, language: 'en' | 'id') => {
  const answer = await page.request.put('/api/v1/auth/me/language', {
    headers: await bearerOf(page),
    data: { language },
  });
  expect(answer.status()).toBe(200);
};

const created = async (
  answer: Promise<{ status: () => number; json: () => Promise<unknown> }>,
  what: string,
) => {
  const response = await answer;
  expect(response.status(), what).toBe(201);
  return ((await response.json()) as { response: { _id: string } }).response;
};

/** The master-data calls of the signed-in user. */
export const masterDataApi = async (page: Page) => {
  const headers = await bearerOf(page);
  const post = (path: string, data: unknown, what: string) =>
    created(page.request.post(`/api/v1/master-data${path}`, { headers, data }), what);
  return {
    /** A group with one branch; answers both ids. */
    createArea: async (groupName: string, branchName: string) => {
      const group = await post('/group', { groupName }, groupName);
      const branch = await post('/branch', { branchName, relatedGroupId: [group._id] }, branchName);
      return { groupId: group._id, branchId: branch._id };
    },
    createFacility: (facilityName: string) => post('/facility', { facilityName }, facilityName),
    /** The id of the record a list finds first by `search` (a seeded credit type, say). */
    idOf: async (list: string, search: string) => {
      const answer = await page.request.get(`/api/v1/master-data${list}`, {
        headers,
        params: { search },
      });
      expect(answer.status(), search).toBe(200);
      return ((await answer.json()) as { response: { data: { _id: string }[] } }).response.data[0]!
        ._id;
    },
    createEnterpriseDebitur: (companyName: string, area: { groupId: string; branchId: string }) => {
      const data = {
        type: 'Enterprise',
        companyName,
        organizerName: 'Hendra Wijaya',
        telephoneNumber: '+62315551234',
        budget: '900000000',
        npwpText: '012345678901234',
        nibText: '1234567890123',
        shareHolder: 'Hendra Wijaya 100%',
        permit: 'SIUP 510/2021',
        address: 'Jl. Tunjungan 1, Surabaya',
        relatedGroup: area.groupId,
        relatedBranch: area.branchId,
      };
      return created(
        page.request.post('/api/v1/master-data/debitur', {
          headers,
          multipart: { type: data.type, data: JSON.stringify(data) },
        }),
        companyName,
      );
    },
  };
};

/**
 * Signs in as the administrator and makes a group with one branch through the API, named uniquely
 * after the labels: for the journeys that need an area (its forms have journeys of their own).
 */
export const adminWithArea = async (page: Page, labels: { group: string; branch: string }) => {
  await signInAsAdmin(page);
  const groupName = unique(labels.group);
  const branchName = unique(labels.branch);
  const api = await masterDataApi(page);
  const area = await api.createArea(groupName, branchName);
  return { api, area, groupName, branchName };
};

/** The credit application calls of the signed-in user. */
export const creditApplicationsApi = async (page: Page) => {
  const headers = await bearerOf(page);
  /** The next signing step, as the signing card moves it. */
  const moveTo = async (id: string, status: string) => {
    const answer = await page.request.put(`/api/v1/credit-application/${id}`, {
      headers,
      data: { status },
    });
    expect(answer.status(), status).toBe(200);
  };
  return {
    /** An Open application of an existing debitur, with the wizard's fields. */
    create: (fields: Record<string, unknown>) =>
      created(
        page.request.post('/api/v1/credit-application', { headers, data: fields }),
        'the credit application',
      ),
    /** Signing Process, then Credit Approved: ready for its documents. */
    moveToCreditApproved: async (id: string) => {
      await moveTo(id, 'Signing Process');
      await moveTo(id, 'Credit Approved');
    },
    /** Submits a complete application for review, as its Submit button does. */
    submit: async (id: string) => {
      const answer = await page.request.post(`/api/v1/credit-application/${id}/submit-document`, {
        headers,
      });
      expect(answer.status(), 'submit').toBe(200);
    },
  };
};

/** The debitur of an application as the checks against it read it (debitur-checks.ts). */
export const debiturIdentityOf = async (page: Page, applicationId: string) => {
  const headers = await bearerOf(page);
  const read = async <T>(url: string) => {
    const answer = await page.request.get(url, { headers });
    expect(answer.status(), url).toBe(200);
    return ((await answer.json()) as { response: T }).response;
  };
  const { debitur } = await read<{ debitur: { _id: string } }>(
    `/api/v1/credit-application/${applicationId}`,
  );
  return read<DebiturIdentity>(`/api/v1/master-data/debitur/${debitur._id}`);
};

/** Where a document's field takes the debitur's value, by type and field or by field. */
const DEBITUR_VALUES: Record<string, (debitur: DebiturIdentity) => string | null> = {
  'ktp.nik': (debitur) => debitur.idNumber,
  'ktp.atasNama': (debitur) => debitur.fullName,
  'ktp-pengurus.atasNama': (debitur) => debitur.organizerName,
  nomorNpwp: (debitur) => debitur.npwp,
  nomorNib: (debitur) => debitur.nib,
};

/** A document's required metadata naming the debitur's own numbers and names: nothing differs. */
const matchingMetadataOf = (code: string, debitur: DebiturIdentity) => {
  const metadata: Record<string, string> = requiredMetadataOf(code);
  for (const name of Object.keys(metadata)) {
    const value = DEBITUR_VALUES[`${code}.${name}`]?.(debitur) ?? DEBITUR_VALUES[name]?.(debitur);
    if (value) metadata[name] = value;
  }
  return metadata;
};

/**
 * Uploads one PDF (`fileName`) of the type `code` to the application through the API, with the
 * metadata given, and checks the server took it.
 */
export const uploadDocumentThroughApi = async (
  page: Page,
  headers: Record<string, string>,
  applicationId: string,
  {
    code,
    metadata,
    fileName,
  }: { code: string; metadata: Record<string, string>; fileName: string },
) => {
  const uploaded = await page.request.post('/api/v1/document-credit-application', {
    headers,
    multipart: {
      data: JSON.stringify({
        creditApplication: applicationId,
        category: DOCUMENT_TYPES_BY_CODE.get(code)!.category,
        documents: [{ code, uploadedDocuments: [{ metadata }] }],
      }),
      file: pdfFile(fileName),
    },
  });
  expect(uploaded.status(), `${code}: ${await uploaded.text()}`).toBe(201);
};

/**
 * Uploads one PDF for each type code to the application, with the type's required metadata,
 * which names the debitur's own numbers and names (the upload card has journeys of its own).
 */
export const uploadDocumentsThroughApi = async (
  page: Page,
  applicationId: string,
  codes: readonly string[],
) => {
  const headers = await bearerOf(page);
  const debitur = await debiturIdentityOf(page, applicationId);
  for (const code of codes)
    await uploadDocumentThroughApi(page, headers, applicationId, {
      code,
      metadata: matchingMetadataOf(code, debitur),
      fileName: `${code}.pdf`,
    });
};
