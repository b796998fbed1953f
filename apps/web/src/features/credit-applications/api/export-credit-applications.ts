import { exportCall } from '../../../lib/record-calls';
import type { CreditApplicationListParams } from './credit-applications-query-keys';

/** The filtered list of the tab, all pages. */
export const exportCreditApplications = exportCall<CreditApplicationListParams>(
  '/credit-application/export',
);
