import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from '../../../testing/record-form';
import { DocumentTypeForm } from './document-type-form';
import { newTypeValues } from './type-form-values';

const CATEGORIES = [
  {
    code: 'legalitas',
    title: 'Legalitas',
    position: 0,
    debiturKinds: 'both' as const,
    retired: false,
    inUse: true,
    types: [],
  },
];

const renderForm = (codeLocked = false) =>
  renderRecordForm((props) => (
    <DocumentTypeForm
      {...props}
      defaultValues={newTypeValues('legalitas', 3)}
      categories={CATEGORIES}
      codeLocked={codeLocked}
    />
  ));

/** Picks `option` in the `index`th select labelled `label` (each field row has its own). */
const chooseOption = async (label: RegExp, option: string, index = 0) => {
  const select = screen.getAllByRole('combobox', { name: label })[index]!;
  await userEvent.click(select);
  const listbox = await waitFor(() => {
    const found = screen
      .getAllByRole('listbox', { hidden: true })
      .find((candidate) => candidate.id === select.getAttribute('aria-controls'));
    if (!found) throw new Error(`no options open for ${String(label)}`);
    return found;
  });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
};

const addField = async (label: string, name: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
  const labels = screen.getAllByLabelText(/^Label/);
  await userEvent.type(labels.at(-1)!, label);
  const names = screen.getAllByLabelText(/^Name/);
  await userEvent.type(names.at(-1)!, name);
};

describe('DocumentTypeForm', () => {
  it('asks for a title and a code with the domain messages, and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be filled')).toBeInTheDocument();
    expect(screen.getByText('Code must be filled')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves a field by keyboard, keeping the focus on the moved row, and sends the new order', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Document Type/), 'Surat Keterangan Usaha');
    await userEvent.type(screen.getByLabelText(/^Code/), 'sku');
    await chooseOption(/^Mandatory/, 'Enterprise debiturs');
    await addField('Nomor SKU', 'nomorSku');
    await addField('Berlaku Akhir', 'berlakuAkhir');
    await chooseOption(/^Type/, 'Date', 1);

    screen.getByRole('button', { name: 'Move Berlaku Akhir up' }).focus();
    await userEvent.keyboard('{Enter}');
    // At the top its Move up is disabled: the focus goes to the same row's Move down.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Berlaku Akhir down' })).toHaveFocus(),
    );
    expect(screen.getByText('Berlaku Akhir moved to position 1 of 2')).toBeInTheDocument();

    await chooseOption(/^Due Field/, 'Berlaku Akhir');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'sku',
        title: 'Surat Keterangan Usaha',
        categoryCode: 'legalitas',
        position: 3,
        mandatory: 'enterprise',
        report: null,
        dueField: 'berlakuAkhir',
        formMetaData: [
          { label: 'Berlaku Akhir', name: 'berlakuAkhir', type: 'date', required: false },
          { label: 'Nomor SKU', name: 'nomorSku', type: 'text', required: false },
        ],
        retired: false,
      }),
    );
  });

  it('asks an option field for its options and removes a field by its named button', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Document Type/), 'Polis');
    await userEvent.type(screen.getByLabelText(/^Code/), 'polis');
    await addField('Jenis', 'jenis');
    await chooseOption(/^Type/, 'Option');
    await addField('Catatan', 'catatan');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Catatan' }));
    expect(screen.queryByRole('group', { name: 'Field Catatan' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("The option field 'Jenis' needs at least one option"),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds the code read-only once applications use the type', () => {
    renderForm(true);
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('readonly');
    expect(
      screen.getByText('Applications use this type: its code can no longer change'),
    ).toBeInTheDocument();
  });
});
