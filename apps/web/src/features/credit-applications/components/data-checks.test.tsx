import { mismatchMessage, type DataMismatch } from '@creditdesk/domain/documents/debitur-checks';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch, sentJson } from '../../../testing/api-answers';
import { creditApplication } from '../../../testing/credit-applications';
import { categoryNode, structure, typeNode, uuid } from '../../../testing/documents';
import { renderInApp } from '../../../testing/render-in-app';
import { CreditApplicationActions } from './credit-application-actions';
import { DataChecksNotice } from './data-checks-notice';

const fetchMock = stubFetch(() => okResponse({}));

const found = (
  typeCode: string,
  kind: DataMismatch['kind'],
  documentValue: string,
  debiturValue: string,
): DataMismatch => ({
  documentId: uuid(typeCode.length),
  typeCode,
  field: kind === 'name' ? 'atasNama' : kind,
  kind,
  documentValue,
  debiturValue,
  message: mismatchMessage({ kind, documentValue, debiturValue }),
});

const NIK = found('ktp', 'nik', '3171010101900001', '3172010101900001');
const NAME = found('ktp', 'name', 'Budi Santosa', 'Budi Santoso');

const checked = (mismatches: DataMismatch[]) =>
  structure([categoryNode('debitur-perorangan', 'Data Debitur Perorangan', [typeNode('ktp')])], {
    dataChecks: { total: mismatches.length, mismatches },
  });

describe('DataChecksNotice', () => {
  it.each([
    ['en', 'Data checks: No mismatches', []],
    ['en', 'Data checks: 1 mismatch', [NIK]],
    ['en', 'Data checks: 2 mismatches', [NIK, NAME]],
    ['id', 'Pemeriksaan data: Tidak ada ketidaksesuaian', []],
    ['id', 'Pemeriksaan data: 2 ketidaksesuaian', [NIK, NAME]],
  ] as const)('in %s says %s', async (language, line, mismatches) => {
    await i18n.changeLanguage(language);
    renderInApp(<DataChecksNotice structure={checked([...mismatches])} />);
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('lists each mismatch with its document type for the reviewer', () => {
    renderInApp(<DataChecksNotice structure={checked([NIK, NAME])} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "KTP: NIK 3171010101900001 differs from the debitur's 3172010101900001.",
    );
    expect(alert).toHaveTextContent(
      "KTP: The name Budi Santosa differs from the debitur's Budi Santoso.",
    );
  });
});

const posted = () => sentJson(fetchMock, 'POST');

const renderSubmit = (mismatches: DataMismatch[]) =>
  renderInApp(
    <CreditApplicationActions
      application={creditApplication({
        _id: 'ca-1',
        status: 'Credit Approved',
        createdBy: { _id: 'u-officer', name: 'Rina Officer' },
      })}
      missingMandatory={[]}
      dataChecked={checked(mismatches)}
      editHref="/edit"
      onDelete={() => undefined}
    />,
    {
      access: { [SUB_MENUS.creditApplication]: ['Read', 'Update'] },
      user: { _id: 'u-officer' },
    },
  );

describe('Submit with data mismatches', () => {
  it('lists the mismatches, asks for the reason and sends it', async () => {
    const { user } = renderSubmit([NIK]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for Review' });
    expect(dialog).toHaveTextContent('Data checks: 1 mismatch');
    expect(dialog).toHaveTextContent("KTP: NIK 3171010101900001 differs from the debitur's");
    const reason = within(dialog).getByRole('textbox', {
      name: /Reason to submit with mismatches/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Give a reason to submit with data mismatches.'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([]);
    await user.type(reason, '  The KTP was renewed  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        {
          path: '/api/v1/credit-application/ca-1/submit-document',
          body: { reason: 'The KTP was renewed' },
        },
      ]),
    );
  });

  it('keeps the plain confirmation, without a body, when nothing differs', async () => {
    const { user } = renderSubmit([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for Review' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        { path: '/api/v1/credit-application/ca-1/submit-document', body: undefined },
      ]),
    );
  });
});
