import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { deferral, typeNode, uuid } from '../../../testing/documents';
import { renderSignedIn } from '../../../testing/render-in-app';
import { DeferralState } from './deferral-state';
import { useDeferralRights } from './use-deferral-rights';

const APPLICATION = uuid(1);
const CREATOR = 'creator';
const TENOR_END = '2099-12-31';
const BIR = typeNode('bir', { mandatory: true });
const DEFERRAL_PATH = `/api/v1/document-credit-application/${APPLICATION}/type/${BIR._id}/deferral`;

const fetchMock = stubFetch(() => okResponse(deferral(BIR._id)));

/** The cell as the tree shows it, with the rights the user's role and the rules give. */
function Cell({
  type,
  status,
}: {
  type: DocumentTypeNode;
  status: 'Credit Approved' | 'Completed';
}) {
  const application = { status, createdBy: CREATOR, tenorEndDate: TENOR_END };
  const rights = useDeferralRights(application);
  return (
    <DeferralState
      applicationId={APPLICATION}
      application={application}
      type={type}
      rights={rights(type)}
    />
  );
}

const asCreator = {
  user: { _id: CREATOR },
  access: { [SUB_MENUS.creditApplication]: ['Read' as const, 'Update' as const] },
};
const asWaiver = {
  user: { _id: 'waiver' },
  access: {
    [SUB_MENUS.creditApplication]: ['Read' as const],
    [SUB_MENUS.approval]: ['View' as const, 'Waive' as const],
  },
};

const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: new URL(String(url), 'http://localhost').pathname,
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));

describe('DeferralState', () => {
  it('lets the creator defer a mandatory document: a reason is required, the date bounded', async () => {
    const { user } = renderSignedIn(<Cell type={BIR} status="Credit Approved" />, asCreator);
    expect(screen.getByText('No file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Defer (TBO): BIR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Defer Document (TBO)' });
    const today = businessToday();
    expect(
      within(dialog).getByText(`From ${today} to ${TENOR_END} (the tenor end)`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request Deferral' }));
    expect(await within(dialog).findByText('Reason must be filled')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Promised date/ }), today);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'At the land office');
    await user.click(within(dialog).getByRole('button', { name: 'Request Deferral' }));
    // The dialog closes once the server answered (the notice is the app's, outside this cell).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([
      {
        path: DEFERRAL_PATH,
        method: 'POST',
        body: { promisedDate: today, reason: 'At the land office' },
      },
    ]);
  });

  it('shows a requested deferral as TBO requested, which the creator may withdraw after a question', async () => {
    const requested = { ...BIR, deferral: deferral(BIR._id) };
    const { user } = renderSignedIn(<Cell type={requested} status="Credit Approved" />, asCreator);
    expect(screen.getByText('TBO requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Defer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grant/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw the deferral of BIR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Deferral' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    // The dialog closes once the server answered (the notice is the app's, outside this cell).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([{ path: DEFERRAL_PATH, method: 'DELETE', body: undefined }]);
  });

  it('lets a holder of Approval/Waive grant after a confirmation', async () => {
    const requested = { ...BIR, deferral: deferral(BIR._id) };
    const { user } = renderSignedIn(<Cell type={requested} status="Credit Approved" />, asWaiver);
    await user.click(screen.getByRole('button', { name: 'Grant the deferral of BIR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Deferral' });
    expect(within(dialog).getByText('Grant the deferral of BIR until 2026-12-15?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    // The dialog closes once the server answered (the notice is the app's, outside this cell).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([
      {
        path: `${DEFERRAL_PATH}/decision`,
        method: 'POST',
        body: { action: 'Granted', reason: '' },
      },
    ]);
  });

  it('asks a reason to refuse', async () => {
    const requested = { ...BIR, deferral: deferral(BIR._id) };
    const { user } = renderSignedIn(<Cell type={requested} status="Credit Approved" />, asWaiver);
    await user.click(screen.getByRole('button', { name: 'Refuse the deferral of BIR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Deferral' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await within(dialog).findByText('Reason must be filled to refuse a deferral'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ask the notary');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    // The dialog closes once the server answered (the notice is the app's, outside this cell).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()[0]?.body).toEqual({ action: 'Refused', reason: 'Ask the notary' });
  });

  it('shows a granted deferral as TBO until its date, with no decision left to anyone', () => {
    const granted = {
      ...BIR,
      filled: 'filled' as const,
      deferral: deferral(BIR._id, {
        status: 'Granted',
        decidedBy: { _id: 'waiver', name: 'Kepala Cabang' },
      }),
    };
    renderSignedIn(<Cell type={granted} status="Completed" />, asWaiver);
    expect(screen.getByText('TBO until 2026-12-15')).toBeInTheDocument();
    expect(screen.getByText('Granted by Kepala Cabang')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers nothing to the creator without a right, nor to a waiver on his own application', () => {
    const requested = { ...BIR, deferral: deferral(BIR._id) };
    renderSignedIn(<Cell type={requested} status="Credit Approved" />, {
      user: { _id: CREATOR },
      access: { [SUB_MENUS.approval]: ['Waive'] },
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('speaks Indonesian', async () => {
    await i18n.changeLanguage('id');
    try {
      const granted = { ...BIR, deferral: deferral(BIR._id, { status: 'Granted' }) };
      renderSignedIn(<Cell type={granted} status="Credit Approved" />, asCreator);
      expect(screen.getByText('Ditunda (TBO) s.d. 2026-12-15')).toBeInTheDocument();
      expect(screen.getByText('Belum ada file')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Batalkan penundaan BIR' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
