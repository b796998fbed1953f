import type { CheckedDocumentStructure } from '@creditdesk/domain/documents/debitur-checks.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { jsonResponse, okResponse, stubFetch } from '../../../testing/api-answers';
import { categoryNode, structure, typeNode, uploadedFile, uuid } from '../../../testing/documents';
import { mediaQueryList } from '../../../testing/media-query';
import { renderSignedIn } from '../../../testing/render-in-app';
import { DocumentManagementCard } from './document-management-card';

/** The spec's text of the table before a category is chosen. */
const CHOOSE_CATEGORY_TEXT = 'Pilih menu di sebelah kiri untuk menampilkan konten.';

// The browser's save dialog is out of reach here; the request behind it is what is checked.
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const APPLICATION = uuid(1);
/** A Completed application of the signed-in user: no deferral is asked for any more. */
const COMPLETED = { status: 'Completed' as const, createdBy: 'u', tenorEndDate: null };
const DEBITUR = uuid(2);

const SDK_FILE = uploadedFile({
  _id: uuid(110),
  name: 'credit-application.pdf',
  metadata: { statusDocument: '', nomorDokumen: 'CA/2026/001', tanggal: '2026-03-01' },
  versionId: uuid(111),
  versions: [
    {
      _id: uuid(111),
      name: 'credit-application.pdf',
      kind: 'pdf',
      size: 2048,
      sha256: 'b',
      createdBy: { _id: uuid(900), name: 'Rina Officer' },
      created: '2026-03-02T03:04:00.000Z',
    },
    {
      _id: uuid(112),
      name: 'credit-application-draft.pdf',
      kind: 'pdf',
      size: 1024,
      sha256: 'a',
      createdBy: { _id: uuid(900), name: 'Rina Officer' },
      created: '2026-03-01T01:00:00.000Z',
    },
  ],
});

const STRUCTURE = structure(
  [
    categoryNode(
      'permohonan',
      'Permohonan Kredit',
      [
        typeNode('credit-application-sdk', { filled: 'filled', files: [SDK_FILE] }),
        typeNode('bir'),
        typeNode('nota-analisa'),
      ],
      { filled: 'partial' },
    ),
    categoryNode('agunan', 'Agunan', [typeNode('imb-pbg')], {
      filled: 'filled',
      statusDocument: 'Completed',
    }),
    categoryNode('lain-lain', 'Lain-lain', []),
  ],
  {
    missingMandatory: [{ code: 'bir', title: 'BIR' }],
  },
);

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: new URL(String(url), 'http://localhost').pathname,
    method: init?.method ?? 'GET',
  }));

const renderCard = (canManage: boolean) => {
  renderSignedIn(
    <DocumentManagementCard
      applicationId={APPLICATION}
      debiturId={DEBITUR}
      application={COMPLETED}
      canManage={canManage}
    />,
  );
  return { user: userEvent.setup({ delay: null }) };
};

const sidebar = () => screen.getByRole('navigation', { name: 'Document categories' });
const openCategory = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  const nav = await screen.findByRole('navigation', { name: 'Document categories' });
  await user.click(within(nav).getByText(title));
  return screen.findByRole('table', { name: `Documents of ${title}` });
};

const fetchMock = stubFetch((url) => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path.endsWith(`/list-document/${APPLICATION}`)) return okResponse(STRUCTURE);
  if (path.includes('/document-credit-application/file/'))
    return new Response('%PDF-1.7', {
      status: 200,
      headers: { 'Content-Disposition': 'attachment; filename="file.pdf"' },
    });
  return okResponse(null);
});

afterEach(() => {
  vi.mocked(saveFile).mockReset();
});

/**
 * A Completed credit file: the SDK replaced after the decision, a BIR removed after it (its
 * version kept) and a Nota Analisa uploaded after it.
 */
const DECIDED: CheckedDocumentStructure = {
  ...STRUCTURE,
  keepsVersions: true,
  decision: {
    action: 'Approved',
    decidedBy: { _id: uuid(901), name: 'Budi Reviewer' },
    decided: '2026-03-05T02:00:00.000Z',
  },
  categories: [
    categoryNode('permohonan', 'Permohonan Kredit', [
      typeNode('credit-application-sdk', {
        filled: 'filled',
        files: [{ ...SDK_FILE, decidedVersionId: uuid(112) }],
      }),
      typeNode('bir', {
        removedFiles: [
          uploadedFile({
            _id: uuid(120),
            name: 'bir-approved.pdf',
            versionId: uuid(121),
            decidedVersionId: uuid(121),
            removed: {
              by: { _id: uuid(900), name: 'Rina Officer' },
              at: '2026-03-06T03:00:00.000Z',
            },
          }),
        ],
      }),
      typeNode('nota-analisa', {
        filled: 'filled',
        files: [
          uploadedFile({
            _id: uuid(130),
            name: 'nota-late.pdf',
            versionId: uuid(131),
            addedAfterDecision: true,
            metadata: { statusDocument: 'Completed' },
          }),
        ],
      }),
    ]),
  ],
};

describe('DocumentManagementCard', () => {
  it('shows the decision, the version it saw, removed files with who and when, and later files', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(okResponse(String(url).includes('/document-readings') ? [] : DECIDED)),
    );
    const { user } = renderCard(true);
    const table = await openCategory(user, 'Permohonan Kredit');
    expect(
      screen.getByText(/^Approved on 2026-03-05 \d\d:\d\d by Budi Reviewer\./),
    ).toBeInTheDocument();
    const [sdk, bir, removed, nota] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    // Replaced after the decision: the line names the version the decision saw and downloads it.
    expect(
      within(sdk!).getByRole('button', {
        name: /^Download credit-application-draft\.pdf of 2026-03-01/,
      }),
    ).toHaveTextContent(/^The decision saw credit-application-draft\.pdf of 2026-03-01/);
    await user.click(within(sdk!).getByRole('button', { name: 'Versions (1)' }));
    expect(within(sdk!).getByText(/2026-03-01 \d\d:\d\d · Rina Officer/)).toBeInTheDocument();
    expect(within(bir!).getByText('No file')).toBeInTheDocument();
    // Removed after submission: still listed, downloadable, never edited or deleted again.
    expect(within(removed!).getByText('Removed')).toBeInTheDocument();
    expect(
      within(removed!).getByText(/^Removed 2026-03-06 \d\d:\d\d · Rina Officer$/),
    ).toBeInTheDocument();
    expect(within(removed!).getByText('Decided version')).toBeInTheDocument();
    expect(
      within(removed!).getByRole('button', { name: 'Download bir-approved.pdf' }),
    ).toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(nota!).getByText('Added after the decision')).toBeInTheDocument();
    // A delete now keeps the versions, and the question says so.
    await user.click(within(nota!).getByRole('button', { name: 'Delete nota-late.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document' });
    expect(
      within(dialog).getByText(
        'The file leaves Nota Analisa Kredit but stays listed with every version: the credit application has been submitted for review.',
      ),
    ).toBeInTheDocument();
  });

  it('asks to choose a category first, and marks each category with a labelled dot', async () => {
    renderCard(false);
    expect(await screen.findByText(CHOOSE_CATEGORY_TEXT)).toBeInTheDocument();
    const nav = sidebar();
    const category = (name: string) => within(nav).getByRole('button', { name: new RegExp(name) });
    expect(
      within(category('Permohonan Kredit')).getByRole('img', { name: 'Partially filled' }),
    ).toBeInTheDocument();
    // Red, for a file added after completion: the word says so, not only the colour.
    expect(within(category('Agunan')).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(category('Lain-lain')).getByRole('img', { name: 'Empty' })).toBeInTheDocument();
  });

  it("shows a category's types: the mandatory star, 'No file', the file with its metadata", async () => {
    const { user } = renderCard(false);
    const table = await openCategory(user, 'Permohonan Kredit');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [sdk, bir, nota] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sdk).getByText('Credit Application & SDK')).toBeInTheDocument();
    expect(within(sdk).getByRole('img', { name: 'mandatory' })).toBeInTheDocument();
    expect(within(sdk).getByRole('img', { name: 'Filled' })).toBeInTheDocument();
    expect(within(sdk).getByText('credit-application.pdf')).toBeInTheDocument();
    expect(within(sdk).getByText('CA/2026/001')).toBeInTheDocument();
    expect(within(sdk).getByText('Nomor Dokumen:')).toBeInTheDocument();
    expect(within(bir).getByText('No file')).toBeInTheDocument();
    expect(within(bir).getByRole('img', { name: 'mandatory' })).toBeInTheDocument();
    expect(within(nota).getByText('No file')).toBeInTheDocument();
    expect(within(nota).queryByRole('img', { name: 'mandatory' })).not.toBeInTheDocument();
    expect(screen.queryByText(CHOOSE_CATEGORY_TEXT)).not.toBeInTheDocument();
  });

  it('lists the earlier versions of a replaced file and downloads each', async () => {
    const { user } = renderCard(false);
    const table = await openCategory(user, 'Permohonan Kredit');
    await user.click(within(table).getByRole('button', { name: 'Versions (1)' }));
    await user.click(
      within(table).getByRole('button', {
        name: /^Download credit-application-draft\.pdf of 2026-03-01/,
      }),
    );
    await waitFor(() =>
      expect(requests()).toContainEqual({
        path: `/api/v1/document-credit-application/file/${uuid(112)}`,
        method: 'GET',
      }),
    );
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
  });

  it('offers only downloads to someone who may not manage the documents', async () => {
    const { user } = renderCard(false);
    const table = await openCategory(user, 'Permohonan Kredit');
    expect(
      within(table).getByRole('button', { name: 'Download credit-application.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'credit-application.pdf' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Other Document' })).not.toBeInTheDocument();
  });

  it('offers upload, edit, delete and Add Other Document to the one who manages them', async () => {
    const { user } = renderCard(true);
    const table = await openCategory(user, 'Permohonan Kredit');
    for (const title of ['Credit Application & SDK', 'BIR', 'Nota Analisa Kredit'])
      expect(within(table).getByRole('button', { name: `Upload ${title}` })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Edit credit-application.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Other Document' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete credit-application.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests()).toContainEqual({
        path: `/api/v1/document-credit-application/${APPLICATION}/type/${STRUCTURE.categories[0]!.children[0]!._id}/file/${uuid(110)}`,
        method: 'DELETE',
      }),
    );
  });

  it('gives focus back to the Upload button after Cancel and after Escape', async () => {
    const { user } = renderCard(true);
    const table = await openCategory(user, 'Permohonan Kredit');
    const upload = within(table).getByRole('button', { name: 'Upload BIR' });
    await user.click(upload);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(upload).toHaveFocus());

    await user.click(upload);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(upload).toHaveFocus());
  });

  it('searches the categories, and their types', async () => {
    const { user } = renderCard(false);
    await screen.findByText(CHOOSE_CATEGORY_TEXT);
    await user.type(screen.getByRole('textbox', { name: 'Search document categories' }), 'agun');
    expect(within(sidebar()).getByText('Agunan')).toBeInTheDocument();
    expect(within(sidebar()).queryByText('Permohonan Kredit')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search document categories' }));
    await user.type(screen.getByRole('textbox', { name: 'Search document categories' }), 'BIR');
    expect(within(sidebar()).getByText('Permohonan Kredit')).toBeInTheDocument();
    expect(within(sidebar()).getByText('BIR')).toBeInTheDocument();
    expect(within(sidebar()).queryByText('Nota Analisa Kredit')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a delete in the Error modal", async () => {
    fetchMock.mockImplementation((url, init) => {
      if (String(url).includes('/document-readings')) return Promise.resolve(okResponse([]));
      if (init?.method === 'DELETE')
        return Promise.resolve(
          jsonResponse(409, {
            message:
              'Documents cannot be changed while the credit application is Waiting for Review.',
          }),
        );
      return Promise.resolve(jsonResponse(200, { message: 'OK', response: STRUCTURE }));
    });
    const { user } = renderCard(true);
    const table = await openCategory(user, 'Permohonan Kredit');
    await user.click(within(table).getByRole('button', { name: 'Delete credit-application.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Document' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(error).getByText(
        'Documents cannot be changed while the credit application is Waiting for Review.',
      ),
    ).toBeInTheDocument();
  });
});

/** A phone's screen: the theme's narrow query (max-width under `sm`) matches, as Chromium's at 390 px. */
const onPhone = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => mediaQueryList(query, query.startsWith('(max-width')));

describe('DocumentManagementCard on a phone', () => {
  let phone: ReturnType<typeof onPhone>;
  beforeEach(() => {
    phone = onPhone();
  });
  afterEach(() => phone.mockRestore());

  const openCards = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
    const nav = await screen.findByRole('navigation', { name: 'Document categories' });
    await user.click(within(nav).getByText(title));
    return screen.findByRole('list', { name: `Documents of ${title}` });
  };

  it('shows the categories first, then a card per type with its file, metadata and every action', async () => {
    const { user } = renderCard(true);
    const list = await openCards(user, 'Permohonan Kredit');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The tree stands before the cards, in the page's order as on the screen.
    expect(sidebar().compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [sdk, bir, nota] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sdk).getByText('Credit Application & SDK')).toBeInTheDocument();
    expect(within(sdk).getByRole('img', { name: 'mandatory' })).toBeInTheDocument();
    expect(within(sdk).getByRole('img', { name: 'Filled' })).toBeInTheDocument();
    expect(within(sdk).getByRole('button', { name: 'credit-application.pdf' })).toBeInTheDocument();
    expect(within(sdk).getByText('Nomor Dokumen:')).toBeInTheDocument();
    expect(within(sdk).getByText('CA/2026/001')).toBeInTheDocument();
    for (const name of [
      'Upload Credit Application & SDK',
      'Download credit-application.pdf',
      'Edit credit-application.pdf',
      'Delete credit-application.pdf',
    ])
      expect(within(sdk).getByRole('button', { name })).toBeInTheDocument();
    expect(within(bir).getByText('No file')).toBeInTheDocument();
    expect(within(bir).getByRole('button', { name: 'Upload BIR' })).toBeInTheDocument();
    expect(within(nota).queryByRole('img', { name: 'mandatory' })).not.toBeInTheDocument();
  });

  it('keeps a removed file in its card, downloadable, without Edit or Delete', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(okResponse(String(url).includes('/document-readings') ? [] : DECIDED)),
    );
    const { user } = renderCard(true);
    const list = await openCards(user, 'Permohonan Kredit');
    const bir = within(list).getAllByRole('listitem')[1]!;
    // No current file: 'No file' and its deferral still come first, as in the table.
    expect(within(bir).getByText('No file')).toBeInTheDocument();
    expect(within(bir).getByText('Removed')).toBeInTheDocument();
    expect(
      within(bir).getByRole('button', { name: 'Download bir-approved.pdf' }),
    ).toBeInTheDocument();
    expect(within(bir).getByRole('button', { name: 'Upload BIR' })).toBeInTheDocument();
    expect(within(bir).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(bir).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('offers only downloads to someone who may not manage the documents', async () => {
    const { user } = renderCard(false);
    const list = await openCards(user, 'Permohonan Kredit');
    expect(
      within(list).getByRole('button', { name: 'Download credit-application.pdf' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^(Upload|Edit|Delete)/ })).toBeNull();
  });

  it("gives focus back to a card's Upload button after Cancel", async () => {
    const { user } = renderCard(true);
    const list = await openCards(user, 'Permohonan Kredit');
    const upload = within(list).getByRole('button', { name: 'Upload BIR' });
    await user.click(upload);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(upload).toHaveFocus());
  });
});
