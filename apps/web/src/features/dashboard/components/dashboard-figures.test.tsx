import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { stubFetch } from '../../../testing/api-answers';
import { renderWithTheme } from '../../../testing/render';
import { DashboardFigures, type DashboardLinks } from './dashboard-figures';

const fetchMock = stubFetch();

const links: DashboardLinks = {
  applications: (status) => `/credit-application?status=${status}`,
  approval: '/approval',
  application: (id) => `/credit-application/detail/${id}`,
  report: (slug, badge) => `/report/${slug}?badge=${badge}`,
};

const answer = (dashboard: Dashboard) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ message: 'Dashboard', response: dashboard }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const renderFigures = () =>
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DashboardFigures links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('DashboardFigures', () => {
  it('links each count to the list or the report filtered that way', async () => {
    answer({
      today: '2026-03-10',
      applications: [
        { status: 'Open', count: 3 },
        { status: 'Waiting for Review', count: 1 },
      ],
      approvalQueue: {
        size: 1,
        oldest: {
          _id: 'app-1',
          creditAppNo: 'CA-2026-000001',
          debiturName: 'Rina',
          waitingSince: '2026-03-01T02:00:00.000Z',
        },
      },
      reports: [
        {
          slug: 'covernote-notaris',
          title: 'Covernote Notaris',
          overdue: 2,
          overdueCapped: false,
          dueIn30: 10_000,
          dueIn30Capped: true,
        },
      ],
    });
    renderFigures();
    expect(await screen.findByRole('link', { name: 'Open: 3 applications' })).toHaveAttribute(
      'href',
      '/credit-application?status=Open',
    );
    expect(screen.getByRole('link', { name: 'CA-2026-000001' })).toHaveAttribute(
      'href',
      '/credit-application/detail/app-1',
    );
    expect(screen.getByRole('link', { name: 'Covernote Notaris: 2 overdue' })).toHaveAttribute(
      'href',
      '/report/covernote-notaris?badge=overdue',
    );
    expect(
      screen.getByRole('link', { name: 'Covernote Notaris: 10,000+ due in 30 days' }),
    ).toHaveAttribute('href', '/report/covernote-notaris?badge=due-30');
  });

  it('shows only the parts the role may read', async () => {
    answer({ today: '2026-03-10', applications: null, approvalQueue: null, reports: [] });
    renderFigures();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Approval queue')).not.toBeInTheDocument();
    expect(screen.queryByText('Credit applications by status')).not.toBeInTheDocument();
  });
});
