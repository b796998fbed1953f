import type { DashboardCharts as Charts } from '@creditdesk/domain/dashboard/dashboard-charts.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { DashboardCharts } from './dashboard-charts';

const NORTH = '0b7c1c9e-5d0c-4a51-9c1e-2f7f1d3b6a01';

const statuses = (counts: Partial<Record<string, number>> = {}) => ({
  Draft: 0,
  Open: 0,
  'Signing Process': 0,
  'Credit Approved': 0,
  'Waiting for Review': 0,
  Completed: 0,
  Rejected: 0,
  ...counts,
});

const charts = (overrides: Partial<Charts> = {}): Charts => ({
  applicationsByWeek: [
    { week: '2026-03-02', statuses: statuses({ Open: 4 }) },
    { week: '2026-03-09', statuses: statuses({ Open: 2, Rejected: 1 }) },
  ],
  decisionsByMonth: [
    { month: '2026-02', approved: 7, rejected: 2, medianDays: 3.5 },
    { month: '2026-03', approved: 0, rejected: 0, medianDays: null },
  ],
  dueByWeek: [{ week: '2026-03-16', count: 12 }],
  ...overrides,
});

let answered: Charts = charts();
const fetchMock = stubFetch((url) =>
  url.includes('/credit-application/options')
    ? okResponse({
        creditTypes: [],
        facilities: [],
        groups: [
          { _id: 'g1', groupName: 'North', branches: [{ _id: NORTH, branchName: 'Medan' }] },
        ],
      })
    : okResponse(url.includes(`branch=${NORTH}`) ? charts({ dueByWeek: [] }) : answered),
);

const tableNamed = (name: string) => screen.getByRole('table', { name });

beforeEach(async () => {
  answered = charts();
  await i18n.changeLanguage('en');
});

describe('DashboardCharts', () => {
  it('gives each chart a table of its figures for screen readers', async () => {
    renderWithQueryClient(<DashboardCharts canFilterBranches={false} />);
    const applications = await screen.findByRole('table', {
      name: 'Applications by status, last 12 weeks',
    });
    const lastWeek = within(applications).getByRole('row', { name: /^Mar 9/ });
    expect(
      within(lastWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2', '0', '0', '0', '0', '1']);
    const february = within(tableNamed('Approvals and rejections per month')).getByRole('row', {
      name: /Feb 2026/,
    });
    expect(
      within(february)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '2']);
    const medians = tableNamed('Median days from Submit to decision');
    expect(within(medians).getByRole('row', { name: /Mar 2026/ })).toHaveTextContent('None');
    expect(
      within(tableNamed('Open report items due per week, next 12 weeks')).getByRole('row', {
        name: /Mar 16/,
      }),
    ).toHaveTextContent('12');
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
  });

  it('leaves out a chart the role may not read, and the whole section when none', async () => {
    answered = charts({ decisionsByMonth: null });
    const { unmount } = renderWithQueryClient(<DashboardCharts canFilterBranches={false} />);
    await screen.findByRole('table', { name: 'Applications by status, last 12 weeks' });
    expect(screen.queryByRole('table', { name: 'Approvals and rejections per month' })).toBeNull();
    unmount();

    answered = charts({ applicationsByWeek: null, decisionsByMonth: null, dueByWeek: null });
    renderWithQueryClient(<DashboardCharts canFilterBranches={false} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Trends')).toBeNull());
  });

  it('reads the charts of the branch chosen in the filter', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<DashboardCharts canFilterBranches />);
    await screen.findByRole('table', { name: 'Open report items due per week, next 12 weeks' });
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Medan' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringContaining(`/dashboard/charts?branch=${NORTH}`),
      ),
    );
    await waitFor(() =>
      expect(
        within(tableNamed('Open report items due per week, next 12 weeks')).queryAllByRole('row'),
      ).toHaveLength(1),
    );
  });

  it('says so where no month has a decision to take the median of', async () => {
    answered = charts({
      decisionsByMonth: [{ month: '2026-03', approved: 0, rejected: 0, medianDays: null }],
    });
    renderWithQueryClient(<DashboardCharts canFilterBranches={false} />);
    expect(await screen.findByText('No decisions in these months.')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderWithQueryClient(<DashboardCharts canFilterBranches />);
    expect(
      await screen.findByRole('table', { name: 'Persetujuan dan penolakan per bulan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tren')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cabang' })).toBeInTheDocument();
  });
});
