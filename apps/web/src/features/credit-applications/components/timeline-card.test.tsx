import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { withBrowserTimeZone } from '../../../testing/browser-time-zone';
import { renderWithQueryClient } from '../../../testing/render';
import { TIMELINE_FIRST_SHOWN, TimelineCard } from './timeline-card';

const officer = { _id: 'u1', name: 'Rina Officer' };
const reviewer = { _id: 'u2', name: 'Budi Reviewer' };

const entry = (fields: Partial<TimelineEntry> & Pick<TimelineEntry, 'event'>): TimelineEntry => ({
  _id: `${fields.event}-${fields.created ?? ''}`,
  status: null,
  detail: null,
  createdBy: officer,
  created: '2026-03-01T02:00:00.000Z',
  ...fields,
});

/** Newest first, as the server answers. */
const TIMELINE: TimelineEntry[] = [
  entry({
    event: 'rejected',
    status: 'Rejected',
    detail: 'Collateral valuation is out of date',
    createdBy: reviewer,
    created: '2026-03-05T02:00:00.000Z',
  }),
  entry({ event: 'submitted', status: 'Waiting for Review', created: '2026-03-04T02:00:00.000Z' }),
  entry({
    event: 'submitted-with-mismatches',
    detail: 'The KTP was renewed',
    message: { code: 'debiturChecks.submittedWithMismatches', params: { count: '2' } },
    created: '2026-03-04T01:59:00.000Z',
  }),
  entry({
    event: 'document-replaced',
    detail: 'KTP: ktp-new.pdf',
    created: '2026-03-03T02:00:00.000Z',
  }),
  entry({ event: 'status', status: 'Credit Approved', created: '2026-03-02T02:00:00.000Z' }),
  entry({ event: 'created', status: 'Open' }),
];

const fetchMock = stubFetch(() =>
  Promise.resolve(
    new Response(
      JSON.stringify({ message: 'OK', response: { data: TIMELINE, total: TIMELINE.length } }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
  ),
);

describe('TimelineCard', () => {
  // Six hours behind UTC in March, where the bank (UTC+7) is thirteen hours ahead of it.
  withBrowserTimeZone('America/Chicago');

  it('tells who did what and when, newest first, with the reasons of a rejection and of a submit with mismatches', async () => {
    renderWithQueryClient(<TimelineCard applicationId="ca-1" />);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    const titles = [
      'Rejected',
      'Submitted for review',
      'Submitted with 2 data mismatches',
      'Document replaced',
      'Moved to Waiting Approval',
      'Credit application created',
    ].map((title) => screen.getByText(title));
    for (let index = 1; index < titles.length; index += 1)
      expect(
        titles[index - 1]!.compareDocumentPosition(titles[index]!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(screen.getByText('Reason: Collateral valuation is out of date')).toBeInTheDocument();
    expect(screen.getByText('KTP: ktp-new.pdf')).toBeInTheDocument();
    expect(screen.getByText('Reason: The KTP was renewed')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    const rejected = screen.getByText('Rejected').closest('.mantine-Timeline-item') as HTMLElement;
    // On the bank's clock, whatever the browser's: 02:00 UTC is 09:00 in Jakarta.
    expect(within(rejected).getByText('Budi Reviewer · 2026-03-05 09:00')).toBeInTheDocument();
  });

  it('shows the latest entries of a long history first, and all of them on request', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      entry({
        event: 'document-added',
        detail: `KTP: scan-${index}.pdf`,
        created: `2026-03-01T02:${String(59 - index).padStart(2, '0')}:00.000Z`,
      }),
    );
    fetchMock.mockImplementation(() => Promise.resolve(okResponse({ data: many, total: 12 })));
    renderWithQueryClient(<TimelineCard applicationId="ca-1" />);
    expect(await screen.findByText('KTP: scan-0.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Document added')).toHaveLength(TIMELINE_FIRST_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: 'Show all (12)' }));
    expect(screen.getAllByText('Document added')).toHaveLength(12);
  });
});
