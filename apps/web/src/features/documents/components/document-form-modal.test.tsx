import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '@creditdesk/domain/documents/documents.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { categoryNode, typeNode, uploadedFile, uuid } from '../../../testing/documents';
import { expectRefusedBeforeSending } from '../../../testing/refused-submit';
import { renderWithQueryClient } from '../../../testing/render';
import { DocumentFormModal, type DocumentFormTarget } from './document-form-modal';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

const APPLICATION = uuid(1);
const DEBITUR = uuid(2);
const EARLIER = uuid(50);

const upload = (code: string): DocumentFormTarget => {
  const type = typeNode(code);
  return {
    mode: 'upload',
    category: categoryNode('permohonan', 'Permohonan Kredit', [type]),
    type,
  };
};

const renderForm = (target: DocumentFormTarget) => {
  const onSaved = vi.fn();
  renderWithQueryClient(
    <DocumentFormModal
      applicationId={APPLICATION}
      debiturId={DEBITUR}
      target={target}
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  // applyAccept off: a user can pick any file through 'All files'; the form must refuse it.
  return { user: userEvent.setup({ delay: null, applyAccept: false }), onSaved };
};

const pdf = (name = 'document.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const fileInput = () =>
  // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

/** A date typed at once and the field left; typing it key by key only slows the test. */
const enterDate = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** The multipart body of the request to `path` with `method`. */
const sent = (method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(url), 'http://localhost').pathname === `/api/v1${path}`,
  );
  return call?.[1]?.body as FormData | undefined;
};

const fetchMock = stubFetch((url, init) => {
  const path = new URL(String(url), 'http://localhost').pathname;
  if (path.endsWith('/document-credit-application/files'))
    return Promise.resolve(
      jsonResponse(200, {
        message: 'OK',
        response: {
          data: [
            {
              file: {
                _id: EARLIER,
                name: 'ktp-siti.pdf',
                kind: 'pdf',
                size: 100,
                source: 'debitur',
                type: 'KTP',
                creditAppNo: null,
                created: '2026-01-01T00:00:00.000Z',
              },
            },
          ],
          total: 1,
        },
      }),
    );
  return Promise.resolve(
    jsonResponse(init?.method === 'POST' ? 201 : 200, { message: 'OK', response: {} }),
  );
});

describe('DocumentFormModal', () => {
  it("shows each required field's message, the number rule and the missing file", async () => {
    const { user } = renderForm(upload('credit-application-sdk'));
    await user.type(textbox(/Plafond Dimohon/), 'lima juta');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Nomor Dokumen must be filled')).toBeInTheDocument();
    expect(screen.getByText('Tanggal must be a valid date')).toBeInTheDocument();
    expect(screen.getByText('Plafond Dimohon must be a number')).toBeInTheDocument();
    expect(screen.getByText(englishMessage(DOCUMENT_MESSAGES.fileRequired))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an option to be selected, and caps text at 75 characters', async () => {
    const { user } = renderForm(upload('dokumen-sertifikat'));
    // Eighty keystrokes would only slow the test; the value arrives as one change.
    fireEvent.change(textbox(/Nomor Sertifikat/), { target: { value: 'x'.repeat(80) } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Jenis Sertifikat must be selected')).toBeInTheDocument();
    expect(
      screen.getByText('Must be 75 characters or less. Now 80 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Atas Nama must be filled')).toBeInTheDocument();
  });

  it('checks the formats the debitur area uses: NIK of 16 digits', async () => {
    const { user } = renderForm(upload('ktp'));
    await user.type(textbox(/NIK/), '12345');
    await user.type(textbox(/Atas Nama/), 'Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('NIK must be exactly 16 digits')).toBeInTheDocument();
  });

  it('keeps an Akhir date disabled until its Mulai, from the Mulai on, and clears it when Mulai changes', async () => {
    const { user } = renderForm(upload('rekening-koran'));
    const start = textbox(/Periode Mulai/);
    const end = textbox(/Periode Akhir/);
    expect(end).toBeDisabled();
    enterDate(start, '2026-01-01');
    expect(end).toBeEnabled();
    enterDate(end, '2026-06-30');
    expect(end).toHaveValue('2026-06-30');

    enterDate(start, '2026-02-01');
    expect(end).toHaveValue('');

    enterDate(end, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Periode Akhir must be a valid date')).toBeInTheDocument();
  });

  it('refuses a file of another type or above 20 MB with the picker’s alerts', async () => {
    const { user } = renderForm(upload('bir'));
    await user.upload(
      fileInput(),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      englishMessage(DOCUMENT_MESSAGES.pickerTypes),
    );

    await user.upload(fileInput(), pdf('big.pdf', DOCUMENT_FILE_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Max file size is 20 MB');

    await expectRefusedBeforeSending(user, 'Upload', DOCUMENT_MESSAGES.fileRequired, fetchMock);
  });

  it('uploads the file with the metadata as the server stores it', async () => {
    const { user, onSaved } = renderForm(upload('credit-application-sdk'));
    await user.type(textbox(/Nomor Dokumen/), '  CA/2026/001 ');
    enterDate(textbox(/^Tanggal/), '2026-03-01');
    await user.upload(fileInput(), pdf('application.pdf', DOCUMENT_FILE_MAX_BYTES));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Credit Application & SDK uploaded'));
    const form = sent('POST', '/document-credit-application')!;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      creditApplication: APPLICATION,
      category: 'permohonan',
      documents: [
        {
          code: 'credit-application-sdk',
          uploadedDocuments: [
            { debitur: DEBITUR, metadata: { nomorDokumen: 'CA/2026/001', tanggal: '2026-03-01' } },
          ],
        },
      ],
    });
    expect((form.get('file') as File).name).toBe('application.pdf');
  });

  it('reuses an earlier file of the debitur instead of uploading one', async () => {
    const { user, onSaved } = renderForm(upload('bir'));
    await user.click(screen.getByText('Use an earlier file'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(englishMessage(DOCUMENT_MESSAGES.fileRequired)),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Earlier file/ }));
    await user.click(await screen.findByRole('option', { name: /ktp-siti\.pdf/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = sent('POST', '/document-credit-application')!;
    const data = JSON.parse(form.get('data') as string) as {
      documents: { uploadedDocuments: { fileId?: string }[] }[];
    };
    expect(data.documents[0]!.uploadedDocuments[0]!.fileId).toBe(EARLIER);
    expect(form.get('file')).toBeNull();
  });

  it('edits the metadata and replaces the file only when a new one is chosen', async () => {
    const type = typeNode('bir');
    const file = uploadedFile({
      _id: uuid(120),
      name: 'bir-old.pdf',
      metadata: { statusDocument: '', nomorDokumen: 'BIR-1' },
    });
    const { user, onSaved } = renderForm({
      mode: 'edit',
      category: categoryNode('permohonan', 'Permohonan Kredit', [type]),
      type,
      file,
    });
    expect(screen.getByRole('dialog', { name: 'Edit BIR' })).toBeInTheDocument();
    expect(textbox(/Nomor Dokumen/)).toHaveValue('BIR-1');
    expect(screen.getByText(/Leave empty to keep bir-old\.pdf/)).toBeInTheDocument();
    await user.clear(textbox(/Nomor Dokumen/));
    await user.type(textbox(/Nomor Dokumen/), 'BIR-2');
    await user.upload(fileInput(), pdf('bir-new.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('BIR replaced'));
    const form = sent('PUT', `/document-credit-application/${APPLICATION}`)!;
    expect(JSON.parse(form.get('updates') as string)).toEqual([
      {
        typeId: type._id,
        code: 'bir',
        debitur: DEBITUR,
        metadata: { nomorDokumen: 'BIR-2' },
        fileId: file._id,
        replaceFile: true,
        fileField: 'file_0',
      },
    ]);
    expect((form.get('file_0') as File).name).toBe('bir-new.pdf');
  });

  it("asks 'Jenis Dokumen' for Add Other Document and sends it as the new type's name", async () => {
    const other = categoryNode('lain-lain', 'Lain-lain', []);
    const { user, onSaved } = renderForm({ mode: 'other', category: other });
    const dialog = screen.getByRole('dialog', { name: 'Add Other Document' });
    await user.upload(fileInput(), pdf('surat-keterangan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document type must be filled')).toBeInTheDocument();

    await user.type(textbox(/Jenis Dokumen/), 'Surat Keterangan Usaha');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Surat Keterangan Usaha uploaded'));
    const data = JSON.parse(sent('POST', '/document-credit-application')!.get('data') as string);
    expect(data).toMatchObject({
      category: 'lain-lain',
      documents: [{ type: 'Surat Keterangan Usaha' }],
    });
  });

  it("shows the server's refusal inside the form", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(415, { message: 'Invalid file type' })),
    );
    const { user, onSaved } = renderForm(upload('bir'));
    await user.upload(fileInput(), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
