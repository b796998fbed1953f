import type { Labels } from '../preferences/languages';
import type { CreditApplicationStatus } from './credit-application-status';

/**
 * The statuses as the badges, filters, timeline and export name them (an alias by its canonical
 * status).
 */
export const CREDIT_APPLICATION_STATUS_LABELS: Labels<CreditApplicationStatus> = {
  en: {
    Draft: 'Draft',
    Open: 'Open',
    'Signing Process': 'Signing Process',
    'Credit Approved': 'Credit Approved',
    'Waiting for Review': 'Waiting for Review',
    Completed: 'Completed',
    Rejected: 'Rejected',
  },
  id: {
    Draft: 'Draf',
    Open: 'Terbuka',
    'Signing Process': 'Proses Tanda Tangan',
    'Credit Approved': 'Kredit Disetujui',
    'Waiting for Review': 'Menunggu Peninjauan',
    Completed: 'Selesai',
    Rejected: 'Ditolak',
  },
};
