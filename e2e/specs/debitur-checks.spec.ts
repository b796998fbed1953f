import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/admin';
import { expectAccessible } from '../support/accessibility';
import {
  adminWithArea,
  bearerOf,
  creditApplicationsApi,
  setLanguage,
  uploadDocumentsThroughApi,
} from '../support/api';
import {
  AFTER_SAVE,
  expectDetailStatus,
  openCategory,
  openCategoryCards,
  pdfFile,
} from '../support/credit-applications';
import { E2E_OFFICER, E2E_REVIEWER } from '../support/environment';
import { signIn } from '../support/sign-in';
import { pdfWithText } from '../../apps/server/src/modules/document-reading/reading-fixtures';

/** A Personal debitur who is not married: the personal set without spouse documents. */
const MANDATORY = mandatoryTypeCodes({ type: 'Personal', maritalStatus: 'Single' });

const signOut = async (page: Page) => {
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
};

/** The administrator's Personal debitur in `area`, with its ID number. */
const createPersonalDebitur = async (
  page: Page,
  area: { groupId: string; branchId: string },
  fullName: string,
  idNumber: string,
) => {
  const data = {
    type: 'Personal',
    fullName,
    dateOfBirth: '1985-07-21',
    phoneNumber: '+6281234567890',
    maritalStatus: 'Single',
    idNumber,
    address: 'Jl. Pemuda 12, Semarang',
    relatedGroup: area.groupId,
    relatedBranch: area.branchId,
  };
  const answer = await page.request.post('/api/v1/master-data/debitur', {
    headers: await bearerOf(page),
    multipart: { type: data.type, data: JSON.stringify(data) },
  });
  expect(answer.status(), fullName).toBe(201);
  return ((await answer.json()) as { response: { _id: string } }).response._id;
};

/**
 * A Credit Approved application of the debitur, made by the signed-in user: ready for its
 * documents.
 */
const approvedApplication = async (
  page: Page,
  debitur: string,
  credit: { facility: string; creditType: string },
) => {
  const applications = await creditApplicationsApi(page);
  const { _id: id } = await applications.create({
    type: 'Personal',
    joinType: 'Existing Debitur',
    debitur,
    creditType: credit.creditType,
    plafond: '150000000',
    facilities: [credit.facility],
    tenorStartDate: '2027-01-01',
    tenorEndDate: '2028-12-31',
    creditDesc: 'Modal kerja toko kelontong',
  });
  await applications.moveToCreditApproved(id);
  return id;
};

const DESKTOP = { width: 1440, height: 900 };

/** The detail's line of the checks against the debitur. */
const dataChecksLine = (page: Page, text: string) => page.getByText(text, { exact: true });

test('data checks: a KTP whose NIK differs from the debitur is marked, Submit asks for the reason, the reviewer sees it', async ({
  page,
  browser,
}, testInfo) => {
  // Two users, a dozen uploads through the API and two languages on a shared machine.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const { api, area } = await adminWithArea(page, { group: 'Jawa Tengah', branch: 'Kudus' });
  const credit = {
    facility: (await api.createFacility(unique('Kredit Usaha')))._id,
    creditType: await api.idOf('/creditapps', 'Kredit Modal Kerja'),
  };
  const debiturNik = `3319${Date.now().toString().slice(-12)}`;
  // The same digits but the last: a KTP typed one key off.
  const ktpNik = `${debiturNik.slice(0, -1)}${(Number(debiturNik.at(-1)) + 1) % 10}`;
  const debiturName = unique('Budi Santoso');
  const debitur = await createPersonalDebitur(page, area, debiturName, debiturNik);
  await signOut(page);

  // The officer: an application with every mandatory document but the KTP.
  await signIn(page, E2E_OFFICER);
  const id = await approvedApplication(page, debitur, credit);
  await uploadDocumentsThroughApi(
    page,
    id,
    MANDATORY.filter((code) => code !== 'ktp'),
  );
  await page.goto(`/credit-application/detail/${id}`);
  await expect(dataChecksLine(page, 'Data checks: No mismatches')).toBeVisible();

  // The KTP through the card: its name with a title still matches, its NIK does not.
  const personal = await openCategory(page, 'Data Debitur Perorangan');
  await personal.getByRole('button', { name: 'Upload KTP', exact: true }).click();
  const ktpForm = page.getByRole('dialog', { name: 'Upload KTP' });
  await ktpForm.getByRole('textbox', { name: 'NIK', exact: true }).fill(ktpNik);
  await ktpForm.getByRole('textbox', { name: 'Atas Nama', exact: true }).fill(`H. ${debiturName}`);
  await ktpForm.locator('input[type="file"]').setInputFiles(pdfFile('ktp-budi.pdf'));
  await ktpForm.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(ktpForm).toHaveCount(0, AFTER_SAVE);

  const differs = `NIK ${ktpNik} differs from the debitur's ${debiturNik}.`;
  const ktpRow = personal.getByRole('row').filter({ hasText: 'ktp-budi.pdf' });
  const mark = ktpRow.getByRole('group', { name: 'What differs from the debitur' });
  await expect(mark).toContainText('Differs from the debitur');
  await expect(mark).toContainText(differs);
  await expect(mark).not.toContainText('name');
  await expect(dataChecksLine(page, 'Data checks: 1 mismatch')).toBeVisible();
  await expectAccessible(page, 'a document row that differs from the debitur');
  await testInfo.attach('officer-1440-en', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Submit lists what differs and wants the reason before it sends anything.
  await page.getByRole('button', { name: 'Submit' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit for Review' });
  await expect(submit).toContainText('Data checks: 1 mismatch');
  await expect(submit).toContainText(`KTP: ${differs}`);
  await expectAccessible(page, "Submit's reason form");
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(submit).toContainText('Give a reason to submit with data mismatches.');
  const reason = 'The debitur renewed the KTP; the bank keeps the old number on file';
  await submit.getByRole('textbox', { name: /Reason to submit with mismatches/ }).fill(reason);
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(submit).toHaveCount(0, AFTER_SAVE);
  await expectDetailStatus(page, 'Waiting for Review');
  const timeline = page.locator('.mantine-Card-root').filter({
    has: page.getByRole('heading', { name: 'Timeline' }),
  });
  await expect(timeline).toContainText('Submitted with 1 data mismatch');
  await expect(timeline).toContainText(`Reason: ${reason}`);

  // The reviewer sees the mismatch on the detail before deciding, in either language and width.
  const reviewerContext = await browser.newContext({ viewport: DESKTOP });
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, E2E_REVIEWER);
  await reviewer.goto(`/credit-application/detail/${id}`);
  await expect(reviewer.getByRole('button', { name: 'Approve' })).toBeVisible();
  const checks = reviewer.getByRole('alert').filter({ hasText: 'Data checks: 1 mismatch' });
  await expect(checks).toContainText(`KTP: ${differs}`);
  await expect(
    reviewer.locator('.mantine-Card-root').filter({ hasText: 'Timeline' }),
  ).toContainText(`Reason: ${reason}`);
  await expectAccessible(reviewer, "the reviewer's detail with a data mismatch");
  await testInfo.attach('reviewer-1440-en', {
    body: await reviewer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await setLanguage(reviewer, 'id');
  await reviewer.reload();
  const indonesian = reviewer
    .getByRole('alert')
    .filter({ hasText: 'Pemeriksaan data: 1 ketidaksesuaian' });
  await expect(indonesian).toContainText(
    `KTP: NIK ${ktpNik} berbeda dari NIK debitur ${debiturNik}.`,
  );
  await testInfo.attach('reviewer-1440-id', {
    body: await reviewer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await reviewer.setViewportSize({ width: 390, height: 844 });
  await expect(indonesian).toBeVisible();
  await expectAccessible(reviewer, "the reviewer's detail at phone width, in Indonesian");
  await testInfo.attach('reviewer-390-id', {
    body: await reviewer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await setLanguage(reviewer, 'en');
  await reviewerContext.close();

  // The officer's card at phone width still says what differs.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneCards = await openCategoryCards(
    page,
    'Data Debitur Perorangan',
    'Documents of Data Debitur Perorangan',
  );
  await expect(
    phoneCards
      .getByRole('listitem')
      .filter({ hasText: 'ktp-budi.pdf' })
      .getByRole('group', { name: 'What differs from the debitur' }),
  ).toContainText(differs);
  await testInfo.attach('officer-390-en', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('file reading: a KTP PDF whose text reads another NIK is marked, and its form offers what was read', async ({
  page,
}, testInfo) => {
  // It makes an approved application, then waits for the reader.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { api, area } = await adminWithArea(page, { group: 'Jawa Tengah', branch: 'Pati' });
  const debiturNik = `3318${Date.now().toString().slice(-12)}`;
  const fileNik = `3171${debiturNik.slice(4)}`;
  const debiturName = unique('Sri Wahyuni');
  const debitur = await createPersonalDebitur(page, area, debiturName, debiturNik);
  const id = await approvedApplication(page, debitur, {
    facility: (await api.createFacility(unique('Kredit Usaha')))._id,
    creditType: await api.idOf('/creditapps', 'Kredit Modal Kerja'),
  });
  // The metadata is the debitur's own: only the file's text layer reads another number.
  const uploaded = await page.request.post('/api/v1/document-credit-application', {
    headers: await bearerOf(page),
    multipart: {
      data: JSON.stringify({
        creditApplication: id,
        category: 'debitur-perorangan',
        documents: [
          {
            code: 'ktp',
            uploadedDocuments: [{ metadata: { nik: debiturNik, atasNama: debiturName } }],
          },
        ],
      }),
      file: {
        name: 'ktp-scan.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWithText(['KARTU TANDA PENDUDUK', `NIK : ${fileNik}`]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  // The reader works off the request path, newest file first, in a thread kept between files:
  // wait for it.
  await expect
    .poll(
      async () => {
        const readings = await page.request.get(
          `/api/v1/credit-application/${id}/document-readings`,
          { headers: await bearerOf(page) },
        );
        const { response } = (await readings.json()) as { response: { state: string }[] };
        return response.length > 0 && response.every((reading) => reading.state !== 'pending');
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  await page.goto(`/credit-application/detail/${id}`);
  const personal = await openCategory(page, 'Data Debitur Perorangan');
  const ktpRow = personal.getByRole('row').filter({ hasText: 'ktp-scan.pdf' });
  await expect(ktpRow.getByRole('status')).toHaveText(
    `The file reads NIK ${fileNik}, the debitur's is ${debiturNik}.`,
    AFTER_SAVE,
  );
  await expect(ktpRow.getByRole('group', { name: 'What differs from the debitur' })).toHaveCount(0);
  await expectAccessible(page, 'a document row whose file reads another NIK');
  await testInfo.attach('reading-mark-1440-en', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await ktpRow.getByRole('button', { name: 'Edit ktp-scan.pdf' }).click();
  const form = page.getByRole('dialog', { name: 'Edit KTP' });
  await expect(form.getByText(`Read from the file: ${fileNik}`)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'NIK', exact: true })).toHaveValue(debiturNik);
  await expectAccessible(page, 'the KTP form offering the NIK read from the file');
  await testInfo.attach('reading-prefill-1440-en', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});
