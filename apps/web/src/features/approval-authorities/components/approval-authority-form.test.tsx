import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from '../../../testing/record-form';
import { approvalAuthoritiesQueryKeys } from '../api/approval-authorities-query-keys';
import {
  ApprovalAuthorityForm,
  EMPTY_APPROVAL_AUTHORITY,
  type ApprovalAuthorityFormProps,
} from './approval-authority-form';

const KEPALA_CABANG = 'a0a1c2d3-0000-4000-8000-000000000001';
const KPR = 'a0a1c2d3-0000-4000-8000-000000000002';

const renderForm = (props: Partial<ApprovalAuthorityFormProps> = {}) =>
  renderRecordForm(
    (formProps) => <ApprovalAuthorityForm {...formProps} {...props} />,
    [
      [
        approvalAuthoritiesQueryKeys.options(),
        {
          roles: [{ _id: KEPALA_CABANG, name: 'Kepala Cabang' }],
          creditTypes: [{ _id: KPR, name: 'KPR' }],
        },
      ],
    ],
  );

describe('ApprovalAuthorityForm', () => {
  it('asks for a name, Plafond From and a role, and sends nothing until given', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be filled')).toBeInTheDocument();
    expect(screen.getByText('Plafond From must be filled')).toBeInTheDocument();
    expect(screen.getByText('At least one role must be selected')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a Plafond To not above Plafond From', async () => {
    const { onSubmit } = renderForm({
      defaultValues: {
        ...EMPTY_APPROVAL_AUTHORITY,
        name: 'Tier',
        plafondFrom: '500000000',
        plafondTo: '500000000',
        roleIds: [KEPALA_CABANG],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plafond To must be above Plafond From')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed Rupiah amounts exactly, an open top as null and the approvals as a number', async () => {
    const { onSubmit } = renderForm({
      defaultValues: { ...EMPTY_APPROVAL_AUTHORITY, roleIds: [KEPALA_CABANG] },
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Wewenang Kepala Cabang');
    await userEvent.type(screen.getByLabelText(/Plafond From/), '500000000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Wewenang Kepala Cabang',
        plafondFrom: '500000000.50',
        plafondTo: null,
        requiredApprovals: 1,
        roleIds: [KEPALA_CABANG],
        creditTypeIds: [],
      }),
    );
  });

  it('shows the server refusal above the fields', () => {
    renderForm({ failure: "Overlaps 'Tier B' (above Rp 500.000.000 up to Rp 5.000.000.000)" });
    expect(
      screen.getByText("Overlaps 'Tier B' (above Rp 500.000.000 up to Rp 5.000.000.000)"),
    ).toBeInTheDocument();
  });
});
