import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeQuotedPrintable } from '../apps/server/src/testing/outbox';
import { SOAK_ADMIN } from './soak-cluster';
import { isSuccess, type Outcome, responseOf, SoakClient } from './soak-client';

/**
 * The bank's staff for the soak, made as the first administrator makes them: two roles, an area,
 * a facility, the reviewers added to the approval tier, then every user invited through the API
 * and his password set through the link the invitation mailed (the outbox of the file store).
 */

export const STAFF_PASSWORD = 'Staff.2026';
/** One in REVIEWER_EVERY staff reviews and approves; the others keep credit files. */
const REVIEWER_EVERY = 5;
/** Invitations and password changes sent at once while staff are made. */
const SETUP_PARALLEL = 8;

export interface StaffMember {
  index: number;
  email: string;
  reviewer: boolean;
  /** The desk the user works from: an address of its own, as each desk has. */
  address: string;
}

export interface Workplace {
  staff: StaffMember[];
  branchId: string;
  groupId: string;
  facilityId: string;
  creditTypeId: string;
}

/** 10.x.y.z for user `index`: distinct desks, as a bank's staff sit at their own computers. */
export const deskAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;

const succeeded = <T>(outcome: Outcome, what: string) => {
  if (!isSuccess(outcome))
    throw new Error(`${what}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return responseOf<T>(outcome);
};

/** How the API answers an amount (the spec's MongoDB-style decimal). */
interface Decimal {
  $numberDecimal: string;
}

interface CatalogueMenu {
  _id: string;
  subMenu: { _id: string; name: string }[];
}

/** A role's body granting `grants` (sub menu name -> access types) out of the catalogue. */
const roleBody = (name: string, catalogue: CatalogueMenu[], grants: Record<string, string[]>) => ({
  name,
  dataScope: 'all',
  access: catalogue
    .map((menu) => ({
      accessId: menu._id,
      subMenu: menu.subMenu
        .filter((subMenu) => grants[subMenu.name])
        .map((subMenu) => ({ subMenuId: subMenu._id, access: grants[subMenu.name]! })),
    }))
    .filter((menu) => menu.subMenu.length > 0),
});

const OFFICER_GRANTS = {
  Dashboard: ['Access'],
  'Credit Application': ['Read', 'Create', 'Update'],
  'Debitur Management': ['Read', 'Create', 'Update', 'Report'],
  Export: ['Export'],
};
const REVIEWER_GRANTS = {
  Dashboard: ['Access'],
  'Credit Application': ['Read'],
  'Debitur Management': ['Read'],
  Approval: ['View', 'Action'],
  Export: ['Export'],
};

/** Runs `work` over `items`, `parallel` at a time. */
export const inTurns = async <T>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<void>,
) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

/** The password links the outbox holds, by recipient. */
const passwordTokens = async (outboxDir: string) => {
  const tokens = new Map<string, string>();
  for (const file of (await readdir(outboxDir)).sort()) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8'));
    const recipient = /^To: (\S+)/m.exec(mail)?.[1];
    const token = /\/auth\/change-password\?token=([\w%-]+)/.exec(mail)?.[1];
    if (recipient && token) tokens.set(recipient, decodeURIComponent(token));
  }
  return tokens;
};

export const signInAs = async (client: SoakClient, email: string, password: string) => {
  const outcome = await client.write('POST', '/auth/login', {
    json: { email, password, captchaId: '', captchaText: '' },
  });
  if (isSuccess(outcome)) client.token = responseOf<{ token: string }>(outcome).token;
  return outcome;
};

export const hireStaff = async (
  base: string,
  dataDir: string,
  count: number,
  runId: string,
): Promise<Workplace> => {
  const admin = new SoakClient(base, '192.0.2.1');
  succeeded(await signInAs(admin, SOAK_ADMIN.email, SOAK_ADMIN.password), 'admin sign-in');
  const catalogue = succeeded<CatalogueMenu[]>(
    await admin.read('/master-data/access'),
    'catalogue',
  );
  const role = async (name: string, grants: Record<string, string[]>) =>
    succeeded<{ _id: string }>(
      await admin.write('POST', '/master-data/role', { json: roleBody(name, catalogue, grants) }),
      name,
    )._id;
  const officerRole = await role(`Soak Officer ${runId}`, OFFICER_GRANTS);
  const reviewerRole = await role(`Soak Reviewer ${runId}`, REVIEWER_GRANTS);

  // The install's one tier names the roles that approve: the reviewers join it.
  const tiers = succeeded<{ data: { _id: string }[] }>(
    await admin.read('/master-data/approval-authorities'),
    'tiers',
  );
  const tierId = tiers.data[0]!._id;
  const tier = succeeded<{
    name: string;
    plafondFrom: Decimal;
    plafondTo: Decimal | null;
    requiredApprovals: number;
    roles: { _id: string }[];
    version: number;
  }>(await admin.read(`/master-data/approval-authority/${tierId}`), 'tier');
  succeeded(
    await admin.write('PUT', `/master-data/approval-authority/${tierId}`, {
      json: {
        name: tier.name,
        plafondFrom: tier.plafondFrom.$numberDecimal,
        plafondTo: tier.plafondTo?.$numberDecimal ?? null,
        requiredApprovals: tier.requiredApprovals,
        roleIds: [...tier.roles.map((held) => held._id), reviewerRole],
        version: tier.version,
      },
    }),
    'tier update',
  );

  const group = succeeded<{ _id: string }>(
    await admin.write('POST', '/master-data/group', { json: { groupName: `Jawa Barat ${runId}` } }),
    'group',
  );
  const branch = succeeded<{ _id: string }>(
    await admin.write('POST', '/master-data/branch', {
      json: { branchName: `Bandung ${runId}`, relatedGroupId: [group._id] },
    }),
    'branch',
  );
  const facility = succeeded<{ _id: string }>(
    await admin.write('POST', '/master-data/facility', {
      json: { facilityName: `Modal Kerja ${runId}` },
    }),
    'facility',
  );
  const creditTypes = succeeded<{ data: { _id: string }[] }>(
    await admin.read('/master-data/creditapps'),
    'credit types',
  );

  const staff: StaffMember[] = Array.from({ length: count }, (_, index) => ({
    index,
    email: `staff${index}.${runId}@soak.bank.example`,
    reviewer: index % REVIEWER_EVERY === REVIEWER_EVERY - 1,
    address: deskAddress(index),
  }));
  const area = JSON.stringify([{ groupId: group._id, branch: [{ branchId: branch._id }] }]);
  await inTurns(staff, SETUP_PARALLEL, async (member) => {
    const form = new FormData();
    form.append('name', `Staff ${member.index}`);
    form.append('email', member.email);
    form.append('roleId', member.reviewer ? reviewerRole : officerRole);
    form.append('isActive', 'true');
    form.append('area', area);
    succeeded(await admin.write('POST', '/master-data/user', { form }), member.email);
  });
  const tokens = await passwordTokens(path.join(dataDir, 'outbox'));
  await inTurns(staff, SETUP_PARALLEL, async (member) => {
    const token = tokens.get(member.email);
    if (!token) throw new Error(`no invitation mailed to ${member.email}`);
    const desk = new SoakClient(base, member.address);
    succeeded(
      await desk.write('POST', '/auth/change-password', {
        json: { token, newPassword: STAFF_PASSWORD, reEnterPassword: STAFF_PASSWORD },
      }),
      `password of ${member.email}`,
    );
  });
  return {
    staff,
    branchId: branch._id,
    groupId: group._id,
    facilityId: facility._id,
    creditTypeId: creditTypes.data[0]!._id,
  };
};
