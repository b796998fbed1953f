import type { OPEN_DEFERRAL_STATUSES } from '../documents/document-deferrals';
import type { Labels, Language } from '../preferences/languages';

/** The columns every report page shares, as its table and its export name them. */
export const REPORT_COLUMN_LABELS: Labels<
  'creditAppNo' | 'debitur' | 'branch' | 'dueDate' | 'daysLeft' | 'badge'
> = {
  en: {
    creditAppNo: 'Application No.',
    debitur: 'Debitur',
    branch: 'Branch',
    dueDate: 'Due Date',
    daysLeft: 'Days Left',
    badge: 'Status',
  },
  id: {
    creditAppNo: 'No. Pengajuan',
    debitur: 'Debitur',
    branch: 'Cabang',
    dueDate: 'Jatuh Tempo',
    daysLeft: 'Sisa Hari',
    badge: 'Status',
  },
};

/** Dokumen TBO's columns, as its table and its export name them. */
export const DOKUMEN_TBO_COLUMN_LABELS: Labels<
  | 'creditAppNo'
  | 'debitur'
  | 'branch'
  | 'documentType'
  | 'status'
  | 'promisedDate'
  | 'daysLeft'
  | 'badge'
> = {
  en: {
    creditAppNo: 'Application No.',
    debitur: 'Debitur',
    branch: 'Branch',
    documentType: 'Document Type',
    status: 'Deferral Status',
    promisedDate: 'Promised Date',
    daysLeft: 'Days Left',
    badge: 'Due',
  },
  id: {
    creditAppNo: 'No. Pengajuan',
    debitur: 'Debitur',
    branch: 'Cabang',
    documentType: 'Jenis Dokumen',
    status: 'Status Penundaan',
    promisedDate: 'Tanggal Janji',
    daysLeft: 'Sisa Hari',
    badge: 'Jatuh Tempo',
  },
};

/**
 * The report catalogue's few English words, by their text (a column's name, a filter's, a
 * value); its other names are the design's Indonesian ones and read as given.
 */
export const REPORT_TERMS: Labels<'Ends Before Tenor End' | 'Accepted' | 'Yes' | 'No'> = {
  en: {
    'Ends Before Tenor End': 'Ends Before Tenor End',
    Accepted: 'Accepted',
    Yes: 'Yes',
    No: 'No',
  },
  id: {
    'Ends Before Tenor End': 'Berakhir Sebelum Akhir Tenor',
    Accepted: 'Diakseptasi',
    Yes: 'Ya',
    No: 'Tidak',
  },
};

/** A text of the report catalogue in `language`: a term translated, anything else as given. */
export const reportTerm = (text: string, language: Language): string => {
  const terms: Record<string, string> = REPORT_TERMS[language];
  return Object.hasOwn(terms, text) ? (terms[text] ?? text) : text;
};

/** An open deferral's status as Dokumen TBO's badge, filter and export name it. */
export const DEFERRAL_STATUS_LABELS: Labels<(typeof OPEN_DEFERRAL_STATUSES)[number]> = {
  en: { Requested: 'Requested', Granted: 'Granted' },
  id: { Requested: 'Diajukan', Granted: 'Disetujui' },
};
