import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { dashboard, reportFigures } from '../../../testing/dashboard';
import { renderWithQueryClient } from '../../../testing/render';
import { DashboardFigures, type DashboardLinks } from './dashboard-figures';

const fetchMock = stubFetch();

const links: DashboardLinks = {
  applications: (status) => `/credit-application?status=${status}`,
  approval: '/approval',
  application: (id) => `/credit-application/detail/${id}`,
  report: (slug, badge) => `/report/${slug}?badge=${badge}`,
};

const answer = (figures: Dashboard) =>
  fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Dashboard', response: figures }));

const renderFigures = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <DashboardFigures links={links} />
    </MemoryRouter>,
  );

describe('DashboardFigures', () => {
  it('links each count to the list or the report filtered that way', async () => {
    answer(
      dashboard({
        applications: [
          { status: 'Open', count: 3 },
          { status: 'Waiting for Review', count: 1 },
        ],
        reports: [reportFigures({ dueIn30: 10_000, dueIn30Capped: true })],
      }),
    );
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

  it('groups a capped count as Indonesian writes it', async () => {
    await i18n.changeLanguage('id');
    answer(dashboard({ reports: [reportFigures({ dueIn30: 10_000, dueIn30Capped: true })] }));
    renderFigures();
    expect(
      await screen.findByRole('link', {
        name: 'Covernote Notaris: 10.000+ jatuh tempo dalam 30 hari',
      }),
    ).toBeInTheDocument();
  });

  it('shows only the parts the role may read', async () => {
    answer(dashboard({ applications: null, approvalQueue: null, reports: [] }));
    renderFigures();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Approval queue')).not.toBeInTheDocument();
    expect(screen.queryByText('Credit applications by status')).not.toBeInTheDocument();
  });
});
