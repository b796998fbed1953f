import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okResponse, stubFetch } from '../../../testing/api-answers';
import { creditApplication } from '../../../testing/credit-applications';
import { renderSignedIn } from '../../../testing/render-in-app';
import { SigningProcessCard } from './signing-process-card';

const fetchMock = stubFetch(() => okResponse({}));

const creator = { _id: 'u-creator', name: 'Officer' };

const application = (status: CreditApplication['status']) =>
  creditApplication({
    _id: 'ca-1',
    status,
    createdBy: creator,
    signingHistory: [{ status: 'Open', createdBy: creator, created: '2026-11-01T02:00:00.000Z' }],
  });

const renderCard = (status: CreditApplication['status'], userId: string) =>
  renderSignedIn(<SigningProcessCard application={application(status)} />, {
    user: { _id: userId },
  });

/** The step's label; the card's title reads 'Signing Process' as well. */
const stepLabel = (label: string) => screen.getByText(label, { selector: '[class*="stepLabel"]' });

describe('SigningProcessCard', () => {
  it('shows the reached steps with who and when, and hides Completed until completed', () => {
    renderCard('Open', creator._id);
    for (const label of [
      'Debitur Created',
      'Signing Process',
      'Waiting Approval',
      'Upload Document',
    ])
      expect(stepLabel(label)).toBeInTheDocument();
    expect(screen.queryByText('Completed')).toBeNull();
    expect(screen.getByText('Officer')).toBeInTheDocument();
  });

  it('shows who submitted at Upload Document, not the approvers of the tier after him', () => {
    const approver = { _id: 'u-approver', name: 'Kepala Cabang' };
    renderSignedIn(
      <SigningProcessCard
        application={creditApplication({
          _id: 'ca-1',
          status: 'Waiting for Review',
          createdBy: creator,
          signingHistory: [
            { status: 'Open', createdBy: creator, created: '2026-11-01T02:00:00.000Z' },
            {
              status: 'Waiting for Review',
              createdBy: creator,
              created: '2026-11-02T02:00:00.000Z',
            },
            {
              status: 'Waiting for Review',
              createdBy: approver,
              created: '2026-11-03T02:00:00.000Z',
            },
          ],
        })}
      />,
      { user: { _id: approver._id } },
    );
    expect(screen.queryByText('Kepala Cabang')).toBeNull();
    expect(screen.getByText('2026-11-02 09:00')).toBeInTheDocument();
  });

  it('shows Completed once the application is completed', () => {
    renderCard('Completed', creator._id);
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('lets the creator click only the next step and sends it after the confirmation', async () => {
    const { user } = renderCard('Open', creator._id);
    expect(
      screen.queryByRole('button', {
        name: /Waiting Approval \(move the application to this step\)/,
      }),
    ).toBeNull();
    await user.click(stepLabel('Waiting Approval'));
    expect(screen.queryByText(/Are you sure want to move/)).toBeNull();

    await user.click(
      screen.getByRole('button', { name: /Signing Process \(move the application to this step\)/ }),
    );
    expect(
      screen.getByText('Are you sure want to move this application to Signing Process?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/credit-application/ca-1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Signing Process' });
  });

  it('offers Waiting Approval as the next step from Signing Process', () => {
    renderCard('Signing Process', creator._id);
    expect(
      screen.getByRole('button', {
        name: /Waiting Approval \(move the application to this step\)/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', {
        name: /Upload Document \(move the application to this step\)/,
      }),
    ).toBeNull();
  });

  it('shows the steps to another user without letting them click', async () => {
    const { user } = renderCard('Open', 'u-someone-else');
    expect(stepLabel('Signing Process')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /move the application to this step/ })).toBeNull();
    await user.click(stepLabel('Signing Process'));
    expect(screen.queryByText(/Are you sure want to move/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in an error modal", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { message: 'Only the creator can move the signing steps' }),
    );
    const { user } = renderCard('Open', creator._id);
    await user.click(
      screen.getByRole('button', { name: /Signing Process \(move the application to this step\)/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Only the creator can move the signing steps'),
    ).toBeInTheDocument();
  });

  it('shows when each step was reached as yyyy-MM-dd HH:mm', () => {
    renderCard('Open', creator._id);
    expect(screen.getByText(/^2026-11-0[12] \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('ends a rejected application on a Rejected step and says what editing does', () => {
    renderCard('Rejected', creator._id);
    expect(stepLabel('Rejected')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).toBeNull();
    expect(screen.getByText(/This credit application was rejected/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /move the application to this step/ })).toBeNull();
  });
});
