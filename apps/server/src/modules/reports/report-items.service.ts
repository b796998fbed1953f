import type { Executor } from '../../db/client';
import { refreshReportItems, syncApplicationItems } from './report-items.repository';

/**
 * What other modules ask of the report items: the documents service rewrites an application's
 * items in the transaction that changed its documents; the start builds them when the catalogue
 * changed.
 */
export const syncReportItems = (tx: Executor, applicationId: string) =>
  syncApplicationItems(tx, applicationId);

export { refreshReportItems };
