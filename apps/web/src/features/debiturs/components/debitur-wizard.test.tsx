import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { chooseOption } from '../../../testing/choose-option';
import { FILLED_PERSONAL_DEBITUR, fillPersonalDebitur } from '../../../testing/debitur-fields';
import { BANDUNG_DAGO, JAWA_BARAT, personalDebitur } from '../../../testing/debiturs';
import { api } from '../../../testing/mocked-api-client';
import { renderWithTheme } from '../../../testing/render';
import { sentForm } from '../../../testing/sent-form';
import { DebiturWizard, type DebiturWizardProps } from './debitur-wizard';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

const EAST = 'a0a1c2d3-0000-4000-8000-000000000002';
const SURABAYA = 'b0a1c2d3-0000-4000-8000-000000000002';

const groups = [
  { ...JAWA_BARAT, branches: [BANDUNG_DAGO] },
  { _id: EAST, groupName: 'Jawa Timur', branches: [{ _id: SURABAYA, branchName: 'Surabaya' }] },
];

const personal = personalDebitur();
const [ktp] = personal.uploadFile;

const renderWizard = (props: Partial<DebiturWizardProps> = {}) => {
  const onSaved = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <DebiturWizard groups={groups} onSaved={onSaved} onCancel={vi.fn()} {...props} />
    </QueryClientProvider>,
  );
  return { onSaved };
};

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const chooseType = (type: DebiturType) =>
  userEvent.click(screen.getByRole('radio', { name: type }));

/** The wizard at its data step for a new debitur of `type`. */
const renderDataStep = async (type: DebiturType, props: Partial<DebiturWizardProps> = {}) => {
  const { onSaved } = renderWizard(props);
  await chooseType(type);
  await next();
  return { onSaved };
};

/** The wizard editing Budi Santoso, at its files step. */
const renderFilesStep = async () => {
  const { onSaved } = renderWizard({ debitur: personal });
  await next();
  await next();
  return { onSaved };
};

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
  api.delete.mockReset();
});

describe('DebiturWizard', () => {
  it('asks for a type before leaving the first step', async () => {
    renderWizard();
    await next();
    expect(await screen.findByText('Type must be selected')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeInTheDocument();
  });

  it("blocks Next with the step's messages and leaves the other type's fields alone", async () => {
    await renderDataStep('Personal');
    await next();
    expect(await screen.findByText('Debitur Name must be filled')).toBeInTheDocument();
    expect(screen.getByText('Date of Birth must be filled')).toBeInTheDocument();
    expect(screen.getByText('Phone Number must be filled')).toBeInTheDocument();
    expect(screen.getByText('Marital Status must be selected')).toBeInTheDocument();
    expect(screen.getByText('ID Number must be filled')).toBeInTheDocument();
    expect(screen.getByText('Address must be filled')).toBeInTheDocument();
    expect(screen.getByText('Related Group must be selected')).toBeInTheDocument();
    expect(screen.queryByText('Company Name must be filled')).not.toBeInTheDocument();
    expect(screen.queryByText('Budget must be filled')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Debitur Name/ })).toBeInTheDocument();
  });

  it('moves on once the step is valid without sending anything', async () => {
    await renderFilesStep();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText('ktp-budi.pdf')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('locks the type when editing', async () => {
    renderWizard({ debitur: personal });
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeDisabled();
    await chooseType('Enterprise');
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    await next();
    expect(screen.getByRole('textbox', { name: /Debitur Name/ })).toHaveValue('Budi Santoso');
  });

  it('resets the values when another type is chosen', async () => {
    await renderDataStep('Enterprise');
    await userEvent.type(screen.getByRole('textbox', { name: /Company Name/ }), 'PT Maju');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await chooseType('Personal');
    await chooseType('Enterprise');
    await next();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('');
  });

  it('disables the branch until a group is chosen and clears it when the group changes', async () => {
    await renderDataStep('Personal');
    expect(screen.getByRole('combobox', { name: /Related Branch/ })).toBeDisabled();
    await chooseOption(/Related Group/, 'Jawa Barat');
    expect(screen.getByRole('combobox', { name: /Related Branch/ })).toBeEnabled();
    await chooseOption(/Related Branch/, 'Bandung Dago');
    expect(screen.getByRole('combobox', { name: /Related Branch/ })).toHaveValue('Bandung Dago');
    await chooseOption(/Related Group/, 'Jawa Timur');
    expect(screen.getByRole('combobox', { name: /Related Branch/ })).toHaveValue('');
  });

  it('starts with the preselected group and branch', async () => {
    await renderDataStep('Personal', {
      preselection: { relatedGroup: EAST, relatedBranch: SURABAYA },
    });
    expect(screen.getByRole('combobox', { name: /Related Group/ })).toHaveValue('Jawa Timur');
    expect(screen.getByRole('combobox', { name: /Related Branch/ })).toHaveValue('Surabaya');
  });

  it('filters the enterprise telephone number to digits, a leading + and -', async () => {
    await renderDataStep('Enterprise');
    const telephone = screen.getByRole('textbox', { name: /Telephone Number/ });
    await userEvent.type(telephone, '+62 (21) ab+555-1234-5678-90');
    expect(telephone).toHaveValue('+6221555-1234-567');
  });

  it('stages removals and new files, and restores a removed file', async () => {
    await renderFilesStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ktp-budi.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore ktp-budi.pdf' }));
    expect(screen.getByRole('button', { name: 'Remove ktp-budi.pdf' })).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText('Upload NPWP'),
      new File(['%PDF-1.7'], 'npwp.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('npwp.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove npwp.pdf' }));
    expect(screen.queryByText('npwp.pdf')).not.toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or above 10 MB', async () => {
    await renderFilesStep();
    await userEvent.upload(
      screen.getByLabelText('Upload Debitur Photo'),
      new File(['%PDF-1.7'], 'photo.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    const large = new File(['x'], 'kk.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 10 * 1048576 + 1 });
    await userEvent.upload(screen.getByLabelText('Upload Kartu Keluarga'), large);
    expect(await screen.findByText('File too large (max 10MB)')).toBeInTheDocument();
    expect(screen.queryByText('kk.pdf')).not.toBeInTheDocument();
  });

  it('retries a failed file upload without sending the data again', async () => {
    api.put.mockImplementation((path: string) =>
      path.endsWith('/files')
        ? Promise.reject(new ApiError(413, 'File too large (max 10MB)'))
        : Promise.resolve(personal),
    );
    api.delete.mockResolvedValue(personal);
    const { onSaved } = await renderFilesStep();
    await userEvent.upload(
      await screen.findByLabelText('Upload NPWP'),
      new File(['%PDF-1.7'], 'npwp.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove ktp-budi.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Debitur' });
    expect(within(dialog).getByText('Are you sure want to submit this form?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
    expect(screen.getByText('File too large (max 10MB)')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      `/master-data/debitur/${personal._id}`,
      expect.objectContaining({ type: 'Personal', fullName: 'Budi Santoso', version: 3 }),
      expect.anything(),
    );
    expect(api.delete).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();

    api.put.mockResolvedValue(personal);
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(personal._id, 'Personal'));
    const paths = api.put.mock.calls.map(([path]) => path as string);
    expect(paths).toEqual([
      `/master-data/debitur/${personal._id}`,
      `/master-data/debitur/${personal._id}/files`,
      `/master-data/debitur/${personal._id}/files`,
    ]);
    const form = api.put.mock.calls[2][1] as FormData;
    expect((form.get('npwp') as File).name).toBe('npwp.pdf');
    expect(api.delete).toHaveBeenCalledExactlyOnceWith(
      `/master-data/debitur/${personal._id}/file/${ktp!._id}`,
    );
  });

  it('creates with one multipart call of type, data and files', async () => {
    api.post.mockResolvedValue(personal);
    const { onSaved } = await renderDataStep('Personal', { debitur: undefined });
    await fillPersonalDebitur();
    await next();
    await userEvent.upload(
      await screen.findByLabelText('Upload KTP'),
      new File(['%PDF-1.7'], 'ktp.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Debitur' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(personal._id, 'Personal'));
    const { path, form, json } = sentForm(api.post);
    expect(path).toBe('/master-data/debitur');
    expect(form.get('type')).toBe('Personal');
    expect(json('data')).toMatchObject(FILLED_PERSONAL_DEBITUR);
    expect((form.get('ktp') as File).name).toBe('ktp.pdf');
  });
});
