import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { categoryNode, structure, typeNode, uploadedFile, uuid } from '../../../testing/documents';
import { renderSignedIn } from '../../../testing/render-in-app';
import { DocumentManagementCard } from './document-management-card';

const APPLICATION = uuid(1);

const STRUCTURE = structure([
  categoryNode(
    'permohonan',
    'Permohonan Kredit',
    [
      typeNode('credit-application-sdk', {
        filled: 'filled',
        files: [uploadedFile({ _id: uuid(110), name: 'sdk.pdf' })],
      }),
      typeNode('sppk'),
    ],
    { filled: 'partial' },
  ),
  categoryNode('lain-lain', 'Lain-lain', []),
]);

stubFetch((url) => {
  if (url.includes(`/list-document/${APPLICATION}`)) return okResponse(STRUCTURE);
  if (url.includes('/document-readings')) return okResponse([]);
  return okResponse({ data: [], hasMore: false });
});

/** The card, a category's table and the upload form: texts of each, in each language. */
describe.each([
  {
    language: 'en',
    card: 'Document Management System',
    table: 'Document Type',
    dot: 'Partially filled',
    form: 'Upload a new file',
    other: ['Sistem Manajemen Dokumen', 'Jenis Dokumen', 'Unggah file baru'],
  },
  {
    language: 'id',
    card: 'Sistem Manajemen Dokumen',
    table: 'Jenis Dokumen',
    dot: 'Sebagian terisi',
    form: 'Unggah file baru',
    other: ['Document Management System', 'Document Type', 'Upload a new file'],
  },
] as const)('the document card in $language', (texts) => {
  it('renders the card, a category and the upload form with every text in the catalogue', async () => {
    await i18n.changeLanguage(texts.language);
    renderSignedIn(
      <DocumentManagementCard
        applicationId={APPLICATION}
        debiturId={uuid(2)}
        application={{ status: 'Completed', createdBy: 'u', tenorEndDate: null }}
        canManage
      />,
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(texts.card)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getAllByRole('img', { name: texts.dot }).length).toBeGreaterThan(0);
    await user.click(within(nav).getByText('Permohonan Kredit'));
    expect(await screen.findByRole('columnheader', { name: texts.table })).toBeInTheDocument();
    const uploads = screen.getAllByRole('button', { name: /^(Upload|Unggah) Surat Penawaran/ });
    await user.click(uploads[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.form)).toBeInTheDocument();
    expect(within(dialog).getByText('Nomor Dokumen')).toBeInTheDocument();
    for (const text of texts.other) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
