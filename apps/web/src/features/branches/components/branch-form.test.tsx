import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from '../../../testing/record-form';
import { branchesQueryKeys } from '../api/branches-query-keys';
import { BranchForm, type BranchFormProps } from './branch-form';

const WEST = 'a0a1c2d3-0000-4000-8000-000000000001';
const EAST = 'a0a1c2d3-0000-4000-8000-000000000002';

const renderForm = (props: Partial<BranchFormProps> = {}) =>
  renderRecordForm(
    (formProps) => <BranchForm {...formProps} {...props} />,
    [
      [
        branchesQueryKeys.groupOptions(),
        [
          { _id: EAST, groupName: 'Jawa Timur' },
          { _id: WEST, groupName: 'Jawa Barat' },
        ],
      ],
    ],
  );

describe('BranchForm', () => {
  it('asks for a name and at least one group, and sends nothing until given', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Branch Name must be filled')).toBeInTheDocument();
    expect(screen.getByText('Group Name must be selected')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the preselected group with the typed name', async () => {
    const { onSubmit } = renderForm({
      defaultValues: { branchName: '', description: '', relatedGroupId: [WEST] },
    });
    await userEvent.type(screen.getByLabelText(/Branch Name/), '  Bandung Dago ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        branchName: 'Bandung Dago',
        description: '',
        relatedGroupId: [WEST],
      }),
    );
  });

  it('shows the server refusal above the fields', () => {
    renderForm({ failure: 'Failed to create branch.' });
    expect(screen.getByText('Failed to create branch.')).toBeInTheDocument();
  });
});
