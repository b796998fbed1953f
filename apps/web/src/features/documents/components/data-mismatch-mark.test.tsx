import { mismatchMessage, type DataMismatch } from '@creditdesk/domain/documents/debitur-checks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { categoryNode, structure, typeNode, uploadedFile, uuid } from '../../../testing/documents';
import { renderSignedIn } from '../../../testing/render-in-app';
import { DocumentManagementCard } from './document-management-card';

const APPLICATION = uuid(1);
const KTP_FILE = uuid(120);
const NIK = {
  kind: 'nik',
  documentValue: '3171010101900001',
  debiturValue: '3172010101900001',
} as const;
const mismatch: DataMismatch = {
  documentId: KTP_FILE,
  typeCode: 'ktp',
  field: 'nik',
  ...NIK,
  message: mismatchMessage(NIK),
};

/** A KTP whose NIK differs from the debitur's, beside a spouse KTP that matches. */
const STRUCTURE = structure(
  [
    categoryNode('debitur-perorangan', 'Data Debitur Perorangan', [
      typeNode('ktp', {
        filled: 'filled',
        files: [
          uploadedFile({
            _id: KTP_FILE,
            name: 'ktp.pdf',
            metadata: { statusDocument: '', nik: NIK.documentValue, atasNama: 'Budi' },
          }),
        ],
      }),
      typeNode('ktp-pasangan', {
        filled: 'filled',
        files: [uploadedFile({ _id: uuid(121), name: 'ktp-pasangan.pdf' })],
      }),
    ]),
  ],
  { dataChecks: { total: 1, mismatches: [mismatch] } },
);

stubFetch((url) =>
  okResponse(
    url.includes(`/list-document/${APPLICATION}`)
      ? STRUCTURE
      : url.includes('/document-readings')
        ? []
        : { data: [], hasMore: false },
  ),
);

const openKtpRows = async () => {
  renderSignedIn(
    <DocumentManagementCard
      applicationId={APPLICATION}
      debiturId={uuid(2)}
      application={{ status: 'Credit Approved', createdBy: 'u', tenorEndDate: null }}
      canManage={false}
    />,
  );
  const user = userEvent.setup({ delay: null });
  const nav = await screen.findByRole('navigation');
  await user.click(within(nav).getByText('Data Debitur Perorangan'));
  const rows = await screen.findAllByRole('row');
  const rowOf = (name: string) => rows.find((row) => within(row).queryByText(name))!;
  return { ktp: rowOf('ktp.pdf'), spouse: rowOf('ktp-pasangan.pdf') };
};

describe.each([
  {
    language: 'en',
    label: 'What differs from the debitur',
    badge: 'Differs from the debitur',
    text: "NIK 3171010101900001 differs from the debitur's 3172010101900001.",
  },
  {
    language: 'id',
    label: 'Yang berbeda dari debitur',
    badge: 'Berbeda dari debitur',
    text: 'NIK 3171010101900001 berbeda dari NIK debitur 3172010101900001.',
  },
] as const)('the row of a document that differs from the debitur, in $language', (texts) => {
  it('marks that row in words, with what differs, and leaves the others unmarked', async () => {
    await i18n.changeLanguage(texts.language);
    const { ktp, spouse } = await openKtpRows();
    const mark = within(ktp).getByRole('group', { name: texts.label });
    expect(mark).toHaveTextContent(texts.badge);
    expect(mark).toHaveTextContent(texts.text);
    expect(within(spouse).queryByRole('group', { name: texts.label })).toBeNull();
  });
});
