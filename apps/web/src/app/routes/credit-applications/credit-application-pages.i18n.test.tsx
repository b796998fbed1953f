import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ReactElement } from 'react';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { structure } from '../../../testing/documents';
import { creditApplication, creditApplicationRow } from '../../../testing/credit-applications';
import { describePagesInEachLanguage, type LanguageTexts } from '../../../testing/language-texts';
import { renderInApp } from '../../../testing/render-in-app';
import { ApprovalQueueRoute } from './approval-queue';
import { CreditApplicationDetailRoute } from './credit-application-detail';
import { AddCreditApplicationRoute } from './credit-application-form-route';
import { CreditApplicationListRoute } from './credit-application-list';

const reviewer = { _id: 'u-reviewer', name: 'Reviewer' };
const rejected = creditApplication({
  status: 'Rejected',
  decisionReason: 'Collateral too low',
  signingHistory: [
    { status: 'Open', createdBy: reviewer, created: '2026-11-01T02:00:00.000Z' },
    { status: 'Rejected', createdBy: reviewer, created: '2026-11-02T02:00:00.000Z' },
  ],
});
const timeline = [
  {
    _id: 't-1',
    event: 'rejected',
    status: 'Rejected',
    detail: 'Collateral too low',
    createdBy: reviewer,
    created: '2026-11-02T02:00:00.000Z',
  },
];

/** Every call of these pages answered with a small but complete answer, by its path. */
const answerOf = (path: string): unknown => {
  // The list's route and the approval queue's.
  if (/\/credit-application(\/approval)?\/paged$/.test(path))
    return { data: [creditApplicationRow({ status: 'Waiting for Review' })], total: 1 };
  if (path.endsWith('/timeline')) return { data: timeline, total: 1 };
  if (path.includes('/list-document/')) return structure([]);
  if (path.endsWith('/document-readings')) return [];
  if (path.includes('/credit-application/options')) return { data: [], hasMore: false };
  return rejected;
};

stubFetch((url) => okResponse(answerOf(url.split('?')[0] ?? '')));

const renderPage = (address: string, path: string, page: ReactElement) =>
  renderInApp(page, {
    access: {
      [SUB_MENUS.creditApplication]: ['Read', 'Create', 'Update'],
      [SUB_MENUS.approval]: ['View', 'Action'],
    },
    user: { _id: 'u-1', name: 'Officer', email: 'o@bank.example' },
    address,
    path: path,
  });

/** Each page with a text of its own and one of its data, in English and in Indonesian. */
const pages: {
  name: string;
  address: string;
  path: string;
  page: ReactElement;
  shows: LanguageTexts;
}[] = [
  {
    name: 'list',
    address: '/credit-application',
    path: '*',
    page: <CreditApplicationListRoute />,
    shows: {
      en: ['Add New Credit', 'Debitur / Branch', 'Waiting for Review'],
      id: ['Tambah Kredit Baru', 'Debitur / Cabang', 'Menunggu Peninjauan'],
    },
  },
  {
    name: 'approval queue',
    address: '/approval',
    path: '*',
    page: <ApprovalQueueRoute />,
    shows: {
      en: ['Submitted By', 'Review'],
      id: ['Diajukan Oleh', 'Tinjau'],
    },
  },
  {
    name: 'detail',
    address: '/credit-application/detail/a-1',
    path: '/credit-application/detail/:id',
    page: <CreditApplicationDetailRoute />,
    shows: {
      en: ['Debitur Information', 'Signing Process', 'Reason: Collateral too low'],
      id: ['Informasi Debitur', 'Proses Tanda Tangan', 'Alasan: Collateral too low'],
    },
  },
  {
    name: 'wizard',
    address: '/credit-application/add',
    path: '*',
    page: <AddCreditApplicationRoute />,
    shows: {
      en: ['Join Type', 'Borrower of the credit', 'Personal'],
      id: ['Jenis Gabung', 'Peminjam kredit', 'Perorangan'],
    },
  },
];

describePagesInEachLanguage('the credit application pages', pages, (entry) =>
  renderPage(entry.address, entry.path, entry.page),
);
