import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { CurrentUser } from '@creditdesk/domain/auth/current-user.schemas';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { CurrentUserContext } from '../lib/permissions';
import { renderWithQueryClient } from './render';

export interface SignedInOptions {
  /** The signed-in user's rights: `{ [subMenu]: access }`. */
  access?: Record<string, AccessType[]>;
  /** Changes to the signed-in staff member (id 'u', 'Staff'). */
  user?: Partial<CurrentUser['user']>;
}

export interface InAppOptions extends SignedInOptions {
  /** The address the router starts at: a path, or a location with its state. */
  address?: InitialEntry;
  /** The route pattern `ui` answers, for pages that read their params; all addresses otherwise. */
  path?: string;
}

/**
 * Renders `ui` as a signed-in page has it: a fresh query client and a signed-in user with the
 * given rights, for a `ui` that brings its own router. Answers the user-event session.
 */
export const renderSignedIn = (ui: ReactElement, { access = {}, user }: SignedInOptions = {}) => {
  const currentUser: CurrentUser = {
    user: {
      _id: 'u',
      name: 'Staff',
      email: 'staff@bank.example',
      isActive: true,
      role: null,
      ...user,
    },
    permissions: Object.entries(access).map(([subMenu, rights]) => ({ subMenu, access: rights })),
  };
  return renderWithQueryClient(
    <CurrentUserContext.Provider value={currentUser}>{ui}</CurrentUserContext.Provider>,
  );
};

/**
 * Renders `ui` as the app would under its route guard: signed in as `renderSignedIn` has it, and
 * in a router. Answers the user-event session to drive it with.
 */
export const renderInApp = (
  ui: ReactElement,
  { address = '/', path = '*', ...signedIn }: InAppOptions = {},
) =>
  renderSignedIn(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
    </MemoryRouter>,
    signedIn,
  );
