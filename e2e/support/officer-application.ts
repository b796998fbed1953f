import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import type { Page } from '@playwright/test';
import { unique } from './admin';
import { adminWithArea, creditApplicationsApi, uploadDocumentsThroughApi } from './api';
import { E2E_OFFICER } from './environment';
import { signIn } from './sign-in';

/** The mandatory documents of an Enterprise debitur's application. */
export const ENTERPRISE_MANDATORY = mandatoryTypeCodes({ type: 'Enterprise' });

/**
 * Through the API: the administrator makes an area, a facility and an Enterprise debitur; the
 * officer (signed in on `page` afterwards) makes an application of `plafond` for it, signs it to
 * Credit Approved and uploads the mandatory set but `held`, the type codes the journey uploads.
 */
export const officerApplication = async (
  page: Page,
  labels: { group: string; branch: string; debitur: string },
  plafond: string,
  held: readonly string[],
) => {
  const { api, area } = await adminWithArea(page, labels);
  const facility = await api.createFacility(unique('Kredit Investasi'));
  const debitur = await api.createEnterpriseDebitur(unique(labels.debitur), area);
  const creditType = await api.idOf('/creditapps', 'Kredit Modal Kerja');
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  await signIn(page, E2E_OFFICER);
  const applications = await creditApplicationsApi(page);
  const { _id: id } = await applications.create({
    type: 'Enterprise',
    joinType: 'Existing Debitur',
    debitur: debitur._id,
    creditType,
    plafond,
    facilities: [facility._id],
    tenorStartDate: '2027-01-01',
    tenorEndDate: '2029-12-31',
    creditDesc: 'Kredit modal kerja toko bangunan',
  });
  await applications.moveToCreditApproved(id);
  await uploadDocumentsThroughApi(
    page,
    id,
    ENTERPRISE_MANDATORY.filter((code) => !held.includes(code)),
  );
  return { id, url: `/credit-application/detail/${id}` };
};
