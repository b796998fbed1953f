import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplicationRow } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { applicationDebitur, creditApplicationRow } from '../../../testing/credit-applications';
import { renderInApp } from '../../../testing/render-in-app';
import { CreditApplicationsTable } from './credit-applications-table';

/** A row as the table's tests see it: Siti Rahma's KPR at Bandung, with two facilities. */
const application = (overrides: Partial<CreditApplicationRow>) =>
  creditApplicationRow({
    creditAppDate: '2026-01-02',
    creditType: { _id: 't1', creditappName: 'KPR' },
    plafond: { $numberDecimal: '1500000' },
    tenorStartDate: '2026-02-01',
    tenorEndDate: '2027-02-01',
    debitur: applicationDebitur({ fullName: 'Siti Rahma' }),
    branch: { _id: 'b1', branchName: 'Bandung' },
    facilities: [
      { _id: 'f1', facilityName: 'Asuransi' },
      { _id: 'f2', facilityName: 'Tabungan' },
    ],
    ...overrides,
  });

const DRAFT = application({
  _id: 'draft',
  creditAppNo: 'CA-DRAFT',
  status: 'Draft',
  tenorEndDate: null,
});
const OPEN = application({ _id: 'open', creditAppNo: 'CA-OPEN', status: 'Open' });
const REVIEW = application({
  _id: 'review',
  creditAppNo: 'CA-REVIEW',
  status: 'Waiting for Review',
});
const DONE = application({ _id: 'done', creditAppNo: 'CA-DONE', status: 'Completed' });
/** Someone else's application past Draft: only its creator may edit it. */
const OTHERS = application({
  _id: 'others',
  creditAppNo: 'CA-OTHERS',
  status: 'Credit Approved',
  createdBy: { _id: 'u2', name: 'Another Officer' },
});
const ROWS = [DRAFT, OPEN, REVIEW, DONE, OTHERS];

const fetchMock = stubFetch(() => okResponse({ data: ROWS, total: ROWS.length }));

const renderTable = (access: AccessType[], isArchive = false) => {
  return renderInApp(
    <CreditApplicationsTable
      params={{ page: 1, limit: 10, isArchive }}
      onPageChange={() => undefined}
      detailHref={(id) => `/credit-application/detail/${id}?tab=detail`}
      editHref={(id) => `/credit-application/edit/${id}`}
    />,
    { access: { [SUB_MENUS.creditApplication]: access }, user: { _id: 'u-1', name: 'Officer' } },
  );
};

const rowOf = (creditAppNo: string) => screen.findByRole('row', { name: new RegExp(creditAppNo) });

describe('CreditApplicationsTable', () => {
  it('shows the columns and links every application but a Draft to its detail', async () => {
    renderTable(['Read']);
    const open = await rowOf('CA-OPEN');
    expect(within(open).getByRole('link', { name: 'CA-OPEN' })).toHaveAttribute(
      'href',
      '/credit-application/detail/open?tab=detail',
    );
    expect(within(open).getByText('Siti Rahma')).toBeInTheDocument();
    expect(within(open).getByText('Asuransi, Tabungan')).toBeInTheDocument();
    expect(within(open).getByText('2026-02-01 –')).toBeInTheDocument();
    expect(within(open).getByText('2027-02-01')).toBeInTheDocument();
    expect(within(open).getByText('Bandung')).toBeInTheDocument();
    expect(within(open).getByText('2026-01-02')).toBeInTheDocument();
    // Amounts line up on the right, digits of equal width, never broken across lines.
    const amount = within(open)
      .getByText(/1\.500\.000/)
      // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
      .closest('td')!;
    expect(amount).toHaveStyle({ textAlign: 'right', whiteSpace: 'nowrap' });
    expect(amount.style.fontVariantNumeric).toBe('tabular-nums');
    const draft = await rowOf('CA-DRAFT');
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
    // A Draft's tenor may be open-ended: no second empty value after the dash.
    expect(within(draft).getByText('2026-02-01 –')).toBeInTheDocument();
    expect(within(draft).queryByText('-')).not.toBeInTheDocument();
  });

  it('has no Action column without Update or Delete', async () => {
    renderTable(['Read']);
    await rowOf('CA-OPEN');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('offers Edit by the rules (past Draft only to the creator, never in review or completed), Delete only for a Draft, Archive except in review', async () => {
    renderTable(['Read', 'Update', 'Delete']);
    for (const [no, editable, deletable, archivable] of [
      ['CA-DRAFT', true, true, true],
      ['CA-OPEN', true, false, true],
      ['CA-REVIEW', false, false, false],
      ['CA-DONE', false, false, true],
      ['CA-OTHERS', false, false, true],
    ] as const) {
      const row = await rowOf(no);
      expect(!!within(row).queryByRole('link', { name: `Edit ${no}` })).toBe(editable);
      expect(!!within(row).queryByRole('button', { name: `Delete ${no}` })).toBe(deletable);
      expect(!!within(row).queryByRole('button', { name: `Archive ${no}` })).toBe(archivable);
    }
  });

  it('offers Unarchive on the archive tab in every status, Waiting for Review included', async () => {
    renderTable(['Read', 'Update'], true);
    const review = await rowOf('CA-REVIEW');
    expect(within(review).getByRole('button', { name: 'Unarchive CA-REVIEW' })).toBeInTheDocument();
  });

  it('hides Edit without Update and Delete without Delete', async () => {
    renderTable(['Read', 'Delete']);
    const draft = await rowOf('CA-DRAFT');
    expect(within(draft).queryByRole('link', { name: 'Edit CA-DRAFT' })).not.toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete CA-DRAFT' })).toBeInTheDocument();
  });

  it('unarchives on the archive tab after confirming', async () => {
    const { user } = renderTable(['Read', 'Update'], true);
    const open = await rowOf('CA-OPEN');
    await user.click(within(open).getByRole('button', { name: 'Unarchive CA-OPEN' }));
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/credit-application/open/archive') &&
            init?.method === 'PUT' &&
            init.body === JSON.stringify({ isArchive: false }),
        ),
      ).toBe(true),
    );
  });

  it('deletes a Draft after the confirmation', async () => {
    const { user } = renderTable(['Read', 'Delete']);
    const draft = await rowOf('CA-DRAFT');
    await user.click(within(draft).getByRole('button', { name: 'Delete CA-DRAFT' }));
    expect(await screen.findByText('Delete Credit Application')).toBeInTheDocument();
    expect(
      screen.getByText('Are you sure want to delete this credit application?'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Once you delete, all data in this credit application cannot be restored'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/credit-application/draft') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
