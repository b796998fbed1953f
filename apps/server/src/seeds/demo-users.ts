import {
  REPORT_PAGES,
  SUB_MENUS,
  type AccessType,
} from '@creditdesk/domain/access/access-catalogue';

/**
 * The demo staff (SEED_DEMO=true) apart from the seed that writes them, free of the database, so
 * the end-to-end journeys sign in with the very names, emails and passwords the seed gives.
 */

export interface DemoUser {
  name: string;
  email: string;
  password: string;
  role: string;
  grants: Record<string, readonly AccessType[]>;
}

/**
 * The approvers of the demo ladder (approval-authorities.seed.ts): each of `people` (name, email,
 * password) under `role`, which reads the dashboard and applications and approves; `extra`
 * Approval rights beside View and Action (Waive grants deferred documents).
 */
const approverUsers = (
  role: string,
  extra: readonly AccessType[],
  people: readonly (readonly [string, string, string])[],
) =>
  people.map(([name, email, password]) => ({
    name,
    email,
    password,
    role,
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Action', ...extra],
    } as Record<string, readonly AccessType[]>,
  }));

/** Demo staff for trying CreditDesk out (SEED_DEMO=true); their passwords are in the README. */
export const DEMO_USERS = [
  {
    name: 'Rina Officer',
    email: 'officer@creditdesk.local',
    password: 'Officer.2026',
    role: 'Credit Officer',
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read', 'Create', 'Update', 'Delete'],
      [SUB_MENUS.debiturManagement]: ['Read', 'Create', 'Update', 'Report'],
      // The officer exports his lists, as he did before exports needed their own right.
      [SUB_MENUS.export]: ['Export'],
      // The officer follows the due dates of the files he keeps: every report page.
      ...Object.fromEntries(REPORT_PAGES.map((page) => [page.name, ['Read', 'Export'] as const])),
    },
  },
  {
    name: 'Budi Reviewer',
    email: 'reviewer@creditdesk.local',
    password: 'Review.2026',
    role: 'Credit Reviewer',
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Action'],
    },
  },
  ...approverUsers(
    'Kepala Cabang',
    ['Waive'],
    [['Agus Kepala Cabang', 'kepala.cabang@creditdesk.local', 'Cabang.2026']],
  ),
  ...approverUsers(
    'Kepala Wilayah',
    ['Waive'],
    [['Dewi Kepala Wilayah', 'kepala.wilayah@creditdesk.local', 'Wilayah.2026']],
  ),
  ...approverUsers(
    'Komite Kredit',
    [],
    [
      ['Hendra Komite', 'komite1@creditdesk.local', 'Komite1.2026'],
      ['Sari Komite', 'komite2@creditdesk.local', 'Komite2.2026'],
      ['Yudi Komite', 'komite3@creditdesk.local', 'Komite3.2026'],
    ],
  ),
] as const satisfies readonly DemoUser[];
