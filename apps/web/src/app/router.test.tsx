import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { Me } from '@creditdesk/domain/auth/current-user.schemas';
import {
  businessTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  setBusinessTimeZone,
} from '@creditdesk/domain/shared/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../lib/auth';
import { createQueryClient } from '../lib/react-query';
import { renderWithTheme } from '../testing/render';
import { createRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();

const analyst: Me = {
  user: {
    _id: 'u1',
    name: 'Dewi Lestari',
    email: 'dewi@bank.co.id',
    isActive: true,
    role: { _id: 'r1', name: 'Credit Analyst', dataScope: 'area' },
    language: 'en',
  },
  permissions: [
    { subMenu: SUB_MENUS.dashboard, access: ['Access'] },
    { subMenu: SUB_MENUS.role, access: ['Read'] },
    { subMenu: SUB_MENUS.creditApplication, access: ['Read'] },
    { subMenu: 'Logbook Incoming Call', access: ['Read'] },
  ],
};

const renderAt = (url: string) => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const body = url.endsWith('/auth/me')
      ? { message: 'OK', response: analyst }
      : url.endsWith('/settings')
        ? { message: 'Settings', response: { timeZone: 'Asia/Makassar' } }
        : {
            message: 'OK',
            response: { captchaId: 'c', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
          };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  tokenStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
});

describe('app routes', () => {
  it('sends a signed-out user to sign-in with the page to return to', async () => {
    const { router } = renderAt('/master-data/role?page=2');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/api/auth/signin');
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe(
      '/master-data/role?page=2',
    );
  });

  it('shows the menu the role allows, the breadcrumb and the page', async () => {
    tokenStorage.startSession({ token: 'access', refreshToken: 'refresh' }, false);
    renderAt('/report/logbook-incoming-call');

    expect(
      await screen.findByRole('heading', { name: 'Logbook Incoming Call' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Dashboard')).toBeInTheDocument();
    expect(within(menu).getByText('Master Data')).toBeInTheDocument();
    expect(within(menu).queryByText('Approval')).not.toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Report');
    expect(breadcrumb).toHaveTextContent('Logbook Incoming Call');
    expect(screen.getByText('Dewi Lestari')).toBeInTheDocument();
    expect(screen.getByText('Credit Analyst')).toBeInTheDocument();
  });

  it("keeps the bank's calendar the server names", async () => {
    tokenStorage.startSession({ token: 'access', refreshToken: 'refresh' }, false);
    renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Dewi Lestari' })).toBeInTheDocument();
    expect(businessTimeZone()).toBe('Asia/Makassar');
  });

  it('refuses a page the role may not open', async () => {
    tokenStorage.startSession({ token: 'access', refreshToken: 'refresh' }, false);
    renderAt('/approval');

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('greets the user on the dashboard with the areas they may open', async () => {
    tokenStorage.startSession({ token: 'access', refreshToken: 'refresh' }, false);
    renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Dewi Lestari' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Master Data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit Application' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approval' })).not.toBeInTheDocument();
  });

  it('says so for an unknown page', async () => {
    renderAt('/no-such-page');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
  });
});
