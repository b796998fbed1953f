import { eq } from 'drizzle-orm';
import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { replaceApprovalTiers } from '../../testing/approval-tiers';
import { createCreditApplication, uploadMandatorySet } from '../../testing/credit-applications';
import { adminSession, createRole, createUser, mintSession } from '../../testing/factories';
import { requester, type Headers } from '../../testing/http';
import { createCreditType } from '../../testing/master-data';
import type { TestContext } from '../../testing/test-app';
import { creditApplications } from '../credit-applications/credit-applications.table';

const APPROVER_GRANTS: Record<string, AccessType[]> = {
  [SUB_MENUS.creditApplication]: ['Read'],
  [SUB_MENUS.approval]: ['View', 'Action'],
};

/**
 * The bank's ladder of the issue (up to Rp 500.000.000 one Kepala Cabang; up to
 * Rp 5.000.000.000 two of Kepala Cabang and Kepala Wilayah; up to Rp 7.000.000.000 three of the
 * Komite Kredit), a KPR tier that one Kepala Wilayah decides up to Rp 5.000.000.000, and the
 * approvers of each role.
 */
export const creditAuthorityFile = async (context: TestContext) => {
  const role = (name: string) => createRole(context.db, { ...APPROVER_GRANTS }, name);
  const [kepalaCabang, kepalaWilayah, komite] = await Promise.all([
    role('Kepala Cabang'),
    role('Kepala Wilayah'),
    role('Komite Kredit'),
  ]);
  const kpr = await createCreditType(context.db, 'KPR');
  const tiers = await replaceApprovalTiers(context.db, [
    {
      name: 'Up to 500 juta',
      plafondFrom: '0',
      plafondTo: '500000000',
      requiredApprovals: 1,
      roleIds: [kepalaCabang.id],
    },
    {
      name: 'Up to 5 miliar',
      plafondFrom: '500000000',
      plafondTo: '5000000000',
      requiredApprovals: 2,
      roleIds: [kepalaCabang.id, kepalaWilayah.id],
    },
    {
      name: 'Komite',
      plafondFrom: '5000000000',
      plafondTo: '7000000000',
      requiredApprovals: 3,
      roleIds: [komite.id],
    },
    {
      name: 'KPR',
      plafondFrom: '0',
      plafondTo: '5000000000',
      requiredApprovals: 1,
      roleIds: [kepalaWilayah.id],
      creditTypeIds: [kpr.id],
    },
  ]);
  const approver = async (roleId: string, name: string) => {
    const user = await createUser(context.db, { roleId, name });
    return { id: user.id, name, headers: (await mintSession(context, user.id)).headers };
  };
  const creator = (await adminSession(context)).headers;
  const { call } = requester(() => context, {
    base: '/api/v1/credit-application',
    headers: () => creator,
  });

  /** An application of the creator at `plafond` (and credit type), ready for Submit. */
  const readyAt = async (plafond: string, creditTypeId?: string) => {
    const application = await createCreditApplication(context, creator);
    await context.db
      .update(creditApplications)
      .set({ plafond, ...(creditTypeId ? { creditTypeId } : {}) })
      .where(eq(creditApplications.id, application.id));
    await uploadMandatorySet(context, creator, application.id);
    return application.id;
  };
  /** An application Waiting for Review at `plafond`. */
  const submittedAt = async (plafond: string, creditTypeId?: string) => {
    const id = await readyAt(plafond, creditTypeId);
    const submitted = await call('POST', `/${id}/submit-document`);
    if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
    return id;
  };
  const decide = (id: string, as: Headers, action = 'Approved', reason = '') =>
    call('POST', `/${id}/approval`, { action, reason }, as);
  const detail = async (id: string, as: Headers = creator) =>
    (await call('GET', `/${id}`, undefined, as)).json().response;

  return {
    call,
    creator,
    tiers,
    kpr,
    roles: { kepalaCabang, kepalaWilayah, komite },
    approver,
    readyAt,
    submittedAt,
    decide,
    detail,
  };
};
