import type { User } from '@creditdesk/domain/users/users.schemas';

/** An active Credit Analyst with no area and no password yet; overrides say what a test is about. */
export const user = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  version: 1,
  created: '2026-01-05T08:00:00.000Z',
  modified: '2026-01-05T08:00:00.000Z',
  name: 'Siti Rahma',
  email: 'siti@bank.co.id',
  isActive: true,
  hasPassword: false,
  role: { _id: 'r1', name: 'Credit Analyst' },
  groups: [],
  userPhoto: [],
  phoneNumber: null,
  createdBy: null,
  lockedUntil: null,
  ...overrides,
});
