import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { screen, within } from '@testing-library/react';
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
    expect(await screen.findByRole('link', { name: '3 Open' })).toHaveAttribute(
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

  it('splits the approval queue by tier and gives the median time to decision', async () => {
    answer(
      dashboard({
        approvalQueue: {
          ...(dashboard().approvalQueue ?? { size: 0, oldest: null }),
          size: 3,
          byTier: [
            { tier: null, count: 1 },
            { tier: 'Kepala Cabang', count: 2 },
          ],
          decided30Days: 4,
          medianDecisionSeconds: 2 * 24 * 3600 + 5 * 3600 + 120,
        },
      }),
    );
    renderFigures();
    const tiers = await screen.findByRole('table', {
      name: 'Applications waiting per approval tier',
    });
    expect(within(tiers).getByRole('row', { name: 'Before tiers 1' })).toBeInTheDocument();
    expect(within(tiers).getByRole('row', { name: 'Kepala Cabang 2' })).toBeInTheDocument();
    expect(screen.getByText('2 d 5 h over 4 decisions')).toBeInTheDocument();
  });

  it('says so when nothing was decided in 30 days, in Indonesian too', async () => {
    await i18n.changeLanguage('id');
    answer(
      dashboard({
        approvalQueue: {
          size: 0,
          oldest: null,
          byTier: [],
          decided30Days: 0,
          medianDecisionSeconds: null,
        },
        reports: [
          reportFigures({ slug: 'dokumen-tbo', title: 'Dokumen TBO', overdue: 3, dueIn30: 1 }),
        ],
      }),
    );
    renderFigures();
    expect(await screen.findByText('belum ada keputusan')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /batas wewenang/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dokumen TBO: 3 terlambat' })).toHaveAttribute(
      'href',
      '/report/dokumen-tbo?badge=overdue',
    );
  });

  it('shows only the parts the role may read', async () => {
    answer(dashboard({ applications: null, approvalQueue: null, reports: [] }));
    renderFigures();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Approval queue')).not.toBeInTheDocument();
    expect(screen.queryByText('Credit applications by status')).not.toBeInTheDocument();
  });
});
