import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import { reportDefinition } from '@creditdesk/domain/reports/report-catalogue';
import type { ReactElement } from 'react';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { describePagesInEachLanguage, type LanguageTexts } from '../../../testing/language-texts';
import { renderInApp } from '../../../testing/render-in-app';
import { AddLogbookEntryRoute } from '../logbook/logbook-form-route';
import { LogbookListRoute } from '../logbook/logbook-list';
import { DokumenTboRoute } from './dokumen-tbo-page';
import { ReportRoute } from './report-page';

const definition = reportDefinition('jatuh-tempo-asuransi');
if (!definition) throw new Error('no jatuh-tempo-asuransi report');

const reportRow = {
  _id: 'doc-1',
  application: { _id: 'app-1', creditAppNo: 'CA-2026-0001', status: 'Open', tenorEndDate: null },
  debitur: { _id: 'deb-1', name: 'Rina Kartika' },
  group: { _id: 'g-1', name: 'Jawa Barat' },
  branch: { _id: 'b-1', name: 'Bandung' },
  document: { typeCode: 'polis-jiwa', typeTitle: 'Polis Jiwa', category: 'asuransi' },
  metadata: { nomorPolis: 'P-1', periodeAkhir: '2026-03-05' },
  dueDate: '2026-03-05',
  daysLeft: -5,
  badge: 'overdue',
  endsBeforeTenor: true,
  createdBy: { _id: 'u', name: 'Officer' },
};

const call = {
  _id: 'call-1',
  version: 1,
  callAt: '2026-03-01T02:00:00.000Z',
  caller: 'Budi',
  party: 'Notaris',
  phone: '0215550123',
  creditApplication: null,
  debitur: null,
  topic: 'Covernote APHT',
  summary: 'Asked for the covernote',
  receivedBy: 'Officer',
  followUp: null,
  personInCharge: 'Rina',
  targetDate: '2026-03-05',
  status: 'Open',
  createdBy: { _id: 'u', name: 'Officer' },
  created: '2026-03-01T02:00:00.000Z',
  modified: '2026-03-01T02:00:00.000Z',
};

const deferralRow = {
  _id: 'def-1',
  application: { _id: 'app-1', creditAppNo: 'CA-2026-0001', status: 'Waiting for Review' },
  debitur: { _id: 'deb-1', name: 'Rina Kartika' },
  branch: { _id: 'b-1', name: 'Bandung' },
  documentType: { _id: 't-1', code: 'imb-pbg', title: 'IMB / PBG', category: 'agunan' },
  status: 'Requested',
  promisedDate: '2026-03-05',
  daysLeft: -5,
  badge: 'overdue',
  reason: 'Masih diproses dinas',
  createdBy: { _id: 'u', name: 'Officer' },
};

/** Every call of these pages answered with one row, by its path. */
const answerOf = (path: string): unknown => {
  if (path.includes('logbook')) return { data: [call], total: 1 };
  if (path.includes('dokumen-tbo')) return { data: [deferralRow], total: 1 };
  if (path.includes('/report/')) return { data: [reportRow], total: 1 };
  return { data: [], total: 0 };
};

stubFetch((url) => okResponse(answerOf(url.split('?')[0] ?? '')));

const renderPage = (page: ReactElement) =>
  renderInApp(page, {
    access: {
      [definition.subMenu]: ['View', 'Export'],
      'Dokumen TBO': ['Read', 'Export'],
      [LOGBOOK_SUB_MENU]: ['View', 'Create', 'Update'],
    },
    user: { name: 'Officer', email: 'o@bank.example' },
  });

/** Each page with texts of its own and of its data, in English and in Indonesian. */
const pages: { name: string; page: ReactElement; shows: LanguageTexts }[] = [
  {
    name: 'report page',
    page: <ReportRoute definition={definition} />,
    shows: {
      en: ['Days Left', 'Overdue', 'Ends Before Tenor End', 'Yes'],
      id: ['Sisa Hari', 'Terlambat', 'Berakhir Sebelum Akhir Tenor', 'Ya'],
    },
  },
  {
    name: 'Dokumen TBO',
    page: <DokumenTboRoute />,
    shows: {
      en: ['Promised Date', 'Deferral Status', 'Requested', 'Overdue'],
      id: ['Tanggal Janji', 'Status Penundaan', 'Diajukan', 'Terlambat'],
    },
  },
  {
    name: 'logbook',
    page: <LogbookListRoute />,
    shows: {
      en: ['Logbook Incoming Call', 'Application No. / Debitur', 'Overdue'],
      id: ['Logbook Panggilan Masuk', 'No. Pengajuan / Debitur', 'Terlambat'],
    },
  },
  {
    name: 'new call form',
    page: <AddLogbookEntryRoute />,
    shows: {
      en: ['Add New Call', 'Person in Charge', 'Follow-up'],
      id: ['Tambah Panggilan Baru', 'Penanggung Jawab', 'Tindak Lanjut'],
    },
  },
];

describePagesInEachLanguage('the report pages', pages, (entry) => renderPage(entry.page));
