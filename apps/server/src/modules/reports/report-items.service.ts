import type { Executor } from '../../db/client';
import { refreshReportItems, syncApplicationItems, syncTypeItems } from './report-items.repository';

/**
 * What other modules ask of the report items: the documents service rewrites an application's
 * items in the transaction that changed its documents, the document catalogue a type's when it
 * changed its report or due field; the start builds them when the report definitions changed.
 */
export const syncReportItems = (tx: Executor, applicationId: string) =>
  syncApplicationItems(tx, applicationId);

export { refreshReportItems, syncTypeItems };
