import type { Role } from '@creditdesk/domain/roles/roles.schemas';

/** A Credit Analyst role over its own area with no access yet; overrides say what a test is about. */
export const role = (overrides: Partial<Role> = {}): Role => ({
  _id: 'r1',
  name: 'Credit Analyst',
  builtIn: false,
  dataScope: 'area',
  access: [],
  version: 1,
  created: '2026-01-05T08:00:00.000Z',
  modified: '2026-01-05T08:00:00.000Z',
  ...overrides,
});
