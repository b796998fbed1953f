import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, okResponse, stubFetch, sentJson } from '../../../testing/api-answers';
import { creditApplication } from '../../../testing/credit-applications';
import { renderInApp } from '../../../testing/render-in-app';
import { CreditApplicationActions } from './credit-application-actions';

const fetchMock = stubFetch(() => okResponse({}));
const CREATOR = 'u-officer';
const REVIEWER = 'u-reviewer';

const application = (
  status: CreditApplication['status'],
  isArchive: boolean,
  canDecide = true,
  tier?: { given: number; required: number },
) => {
  const base = creditApplication({
    _id: 'ca-1',
    status,
    isArchive,
    creditAppNo: 'CA-2026-000001',
    createdBy: { _id: CREATOR, name: 'Rina Officer' },
  });
  return { ...base, approval: { ...base.approval, ...tier, canDecide } };
};

interface Setup {
  status: CreditApplication['status'];
  userId?: string;
  creditApplication?: AccessType[];
  approval?: AccessType[];
  missing?: { code: string; title: string }[];
  isArchive?: boolean;
  /** The server's word on the tier's rule (role, one decision per approver). */
  canDecide?: boolean;
  /** Approvals given so far and required at the frozen tier. */
  tier?: { given: number; required: number };
}

const renderActions = ({
  status,
  userId = CREATOR,
  creditApplication = ['Read', 'Update', 'Delete'],
  approval = [],
  missing = [],
  isArchive = false,
  canDecide = true,
  tier,
}: Setup) => {
  const onDelete = vi.fn();
  const { user } = renderInApp(
    <Routes>
      <Route
        path="/detail"
        element={
          <CreditApplicationActions
            application={application(status, isArchive, canDecide, tier)}
            missingMandatory={missing}
            editHref="/edit"
            onDelete={onDelete}
          />
        }
      />
      <Route path="/edit" element={<p>Edit page</p>} />
    </Routes>,
    {
      address: '/detail',
      access: {
        [SUB_MENUS.creditApplication]: creditApplication,
        [SUB_MENUS.approval]: approval,
      },
      user: { _id: userId },
    },
  );
  return { user, onDelete };
};

const button = (name: string) => screen.queryByRole('button', { name });
const posted = () => sentJson(fetchMock, 'POST');

/** A reviewer other than the creator, with Approval/Action, opens the `decision` confirmation. */
const openDecision = async (decision: 'Approve' | 'Reject') => {
  const { user } = renderActions({
    status: 'Waiting for Review',
    userId: REVIEWER,
    approval: ['Action'],
  });
  await user.click(button(decision)!);
  const dialog = await screen.findByRole('dialog', { name: `${decision} Credit Application` });
  return { user, dialog };
};

/** The decision sent is the one POST of the test. */
const expectDecisionPosted = (action: 'Approved' | 'Rejected', reason: string) =>
  waitFor(() =>
    expect(posted()).toEqual([
      { path: '/api/v1/credit-application/ca-1/approval', body: { action, reason } },
    ]),
  );

describe('CreditApplicationActions', () => {
  it('offers Submit in Credit Approved to the creator, disabled while documents are missing', () => {
    renderActions({
      status: 'Credit Approved',
      missing: [
        { code: 'bir', title: 'BIR' },
        { code: 'slik', title: 'SLIK' },
      ],
    });
    expect(button('Submit')).toBeDisabled();
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
  });

  it('submits for review after the confirmation once the mandatory set is complete', async () => {
    const { user } = renderActions({ status: 'Credit Approved' });
    await user.click(button('Submit')!);
    const dialog = await screen.findByRole('dialog', { name: 'Submit for Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        { path: '/api/v1/credit-application/ca-1/submit-document', body: undefined },
      ]),
    );
  });

  it('offers no Submit to anyone but the creator, nor before Credit Approved', () => {
    renderActions({ status: 'Credit Approved', userId: 'u-other' });
    expect(button('Submit')).toBeNull();
    renderActions({ status: 'Signing Process' });
    expect(button('Submit')).toBeNull();
  });

  it('offers no Submit for an archived application, which the server would refuse', () => {
    renderActions({ status: 'Credit Approved', isArchive: true });
    expect(button('Submit')).toBeNull();
    expect(button('Edit Application')).not.toBeNull();
  });

  it('offers Approve and Reject in Waiting for Review to a reviewer with Approval/Action', () => {
    renderActions({
      status: 'Waiting for Review',
      userId: REVIEWER,
      creditApplication: ['Read'],
      approval: ['View', 'Action'],
    });
    expect(button('Approve')).toBeInTheDocument();
    expect(button('Reject')).toBeInTheDocument();
    expect(button('Edit Application')).toBeNull();
    expect(button('Delete Application')).toBeNull();
  });

  it('offers no decision to the creator (four eyes), nor without Approval/Action', () => {
    renderActions({ status: 'Waiting for Review', approval: ['View', 'Action'] });
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
    renderActions({ status: 'Waiting for Review', userId: REVIEWER, approval: ['View'] });
    expect(button('Approve')).toBeNull();
  });

  it('offers no decision to a reviewer the tier does not name, or who already decided', () => {
    renderActions({
      status: 'Waiting for Review',
      userId: REVIEWER,
      approval: ['View', 'Action'],
      canDecide: false,
    });
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
  });

  it('approves after the confirmation', async () => {
    const { user, dialog } = await openDecision('Approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectDecisionPosted('Approved', '');
  });

  it("says an approval short of the tier's count leaves the application waiting", async () => {
    const { user } = renderActions({
      status: 'Waiting for Review',
      userId: REVIEWER,
      approval: ['Action'],
      tier: { given: 0, required: 2 },
    });
    await user.click(button('Approve')!);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Credit Application' });
    expect(dialog).toHaveTextContent('Your approval is 1 of 2');
    expect(dialog).not.toHaveTextContent('becomes Completed');
  });

  it('rejects with a reason of at most 255 characters, and not without one', async () => {
    const { user, dialog } = await openDecision('Reject');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason must be filled')).toBeInTheDocument();
    expect(posted()).toEqual([]);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await user.type(reason, 'Collateral valuation is older than six months');
    expect(within(dialog).getByText('45/255')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectDecisionPosted('Rejected', 'Collateral valuation is older than six months');
  });

  it.each([
    [
      'the server’s message',
      { message: 'The creator of a credit application cannot approve or reject it.' },
      'The creator of a credit application cannot approve or reject it.',
    ],
    [
      'the spec’s fallback without one',
      {},
      'You cannot delete data. The data has been used in another module.',
    ],
  ])('shows a refused decision in the Error modal: %s', async (_, body, shown) => {
    fetchMock.mockImplementation(async () => jsonResponse(409, body));
    const { user, dialog } = await openDecision('Approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText(shown)).toBeInTheDocument();
  });

  it('edits a Draft at once, and asks first when signing would start over', async () => {
    const { user } = renderActions({ status: 'Draft', userId: 'u-other' });
    await user.click(button('Edit Application')!);
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });

  it('asks before editing an application past Open and says that signing starts over', async () => {
    const { user } = renderActions({ status: 'Rejected' });
    await user.click(button('Edit Application')!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Application' });
    expect(
      within(dialog).getByText(
        'Editing returns this credit application to Open: the signing steps start over.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });

  it('offers Edit past Draft only to the creator, Delete only for a Draft', () => {
    renderActions({ status: 'Open', userId: 'u-other' });
    expect(button('Edit Application')).toBeNull();
    expect(button('Delete Application')).toBeNull();
    renderActions({ status: 'Draft' });
    expect(button('Delete Application')).toBeInTheDocument();
  });
});
