import type { DocumentReading } from '@creditdesk/domain/documents/document-readings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { categoryNode, structure, typeNode, uploadedFile, uuid } from '../../../testing/documents';
import { renderSignedIn } from '../../../testing/render-in-app';
import { DocumentManagementCard } from './document-management-card';

const APPLICATION = uuid(1);
const FLAGGED = uploadedFile({ _id: uuid(110), versionId: uuid(111), name: 'ktp-rina.pdf' });
const PENDING = uploadedFile({ _id: uuid(120), versionId: uuid(121), name: 'ktp-scan.png' });
const UNREADABLE = uploadedFile({ _id: uuid(130), versionId: uuid(131), name: 'ktp-blurred.jpg' });
const TYPED = uploadedFile({
  _id: uuid(140),
  versionId: uuid(141),
  name: 'ktp-typed.pdf',
  metadata: { statusDocument: '', nik: '3172000011112222', atasNama: 'Rina' },
});

const STRUCTURE = structure([
  categoryNode('debitur-perorangan', 'Debitur Perorangan', [
    typeNode('ktp', { filled: 'filled', files: [FLAGGED, PENDING, UNREADABLE, TYPED] }),
  ]),
]);

const reading = (file: typeof FLAGGED, overrides: Partial<DocumentReading>): DocumentReading => ({
  documentId: file._id,
  versionId: file.versionId,
  state: 'read',
  numbers: null,
  readAt: null,
  flags: [],
  ...overrides,
});

const READINGS = [
  reading(FLAGGED, {
    numbers: { nik: ['3171234567890123'], npwp: [], nib: [] },
    readAt: '2026-03-02T03:05:00.000Z',
    flags: [
      {
        code: 'documentReadings.nikDiffers',
        params: { read: '3171234567890123', debitur: '3172000011112222' },
      },
    ],
  }),
  reading(PENDING, { state: 'pending' }),
  reading(UNREADABLE, { state: 'unreadable' }),
  reading(TYPED, { numbers: { nik: ['3172000011112299'], npwp: [], nib: [] } }),
];

stubFetch((url) => {
  if (url.includes(`/list-document/${APPLICATION}`)) return okResponse(STRUCTURE);
  if (url.includes(`/credit-application/${APPLICATION}/document-readings`))
    return okResponse(READINGS);
  return okResponse(null);
});

afterAll(() => i18n.changeLanguage('en'));

const openCard = async () => {
  renderSignedIn(
    <DocumentManagementCard
      applicationId={APPLICATION}
      debiturId={uuid(2)}
      application={{ status: 'Credit Approved', createdBy: 'u', tenorEndDate: null }}
      canManage
    />,
    { access: { 'Credit Application': ['Read', 'Update'] } },
  );
  const user = userEvent.setup({ delay: null });
  const nav = await screen.findByRole('navigation');
  await user.click(within(nav).getByText('Debitur Perorangan'));
  return user;
};

describe.each([
  {
    language: 'en',
    flag: "The file reads NIK 3171234567890123, the debitur's is 3172000011112222.",
    pending: 'Reading…',
    unreadable: 'Could not be read',
    readFromFile: 'Read from the file: 3171234567890123',
    readTyped: 'Read from the file: 3172000011112299',
  },
  {
    language: 'id',
    flag: 'Berkas terbaca NIK 3171234567890123, NIK debitur 3172000011112222.',
    pending: 'Sedang dibaca…',
    unreadable: 'Tidak dapat dibaca',
    readFromFile: 'Dibaca dari berkas: 3171234567890123',
    readTyped: 'Dibaca dari berkas: 3172000011112299',
  },
] as const)('what reading a file found, in $language', (texts) => {
  it('marks each file: the flag of a NIK that is not the debitur’s, reading, could not be read', async () => {
    await i18n.changeLanguage(texts.language);
    await openCard();
    const flagged = await screen.findByRole('row', { name: /ktp-rina\.pdf/ });
    expect(await within(flagged).findByRole('status')).toHaveTextContent(texts.flag);
    const pending = screen.getByRole('row', { name: /ktp-scan\.png/ });
    expect(within(pending).getByText(texts.pending)).toBeInTheDocument();
    const unreadable = screen.getByRole('row', { name: /ktp-blurred\.jpg/ });
    expect(within(unreadable).getByText(texts.unreadable)).toBeInTheDocument();
  });

  it('prefills the empty NIK of the edit form with the number read, marked for the user to confirm', async () => {
    await i18n.changeLanguage(texts.language);
    const user = await openCard();
    const flagged = await screen.findByRole('row', { name: /ktp-rina\.pdf/ });
    await within(flagged).findByRole('status');
    await user.click(within(flagged).getAllByRole('button', { name: /(Edit|Ubah)/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /NIK/ })).toHaveValue('3171234567890123');
    expect(within(dialog).getByText(texts.readFromFile)).toBeInTheDocument();
    // Atas Nama was not read: it stays empty.
    expect(within(dialog).getByRole('textbox', { name: /Atas Nama/ })).toHaveValue('');
  });

  it('keeps a NIK the user typed, and shows beside it the one the file reads', async () => {
    await i18n.changeLanguage(texts.language);
    const user = await openCard();
    const typed = await screen.findByRole('row', { name: /ktp-typed\.pdf/ });
    await user.click(within(typed).getAllByRole('button', { name: /(Edit|Ubah)/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /NIK/ })).toHaveValue('3172000011112222');
    expect(within(dialog).getByText(texts.readTyped)).toBeInTheDocument();
  });
});
