import type { Labels } from '../preferences/languages';
import type { LogbookStatus } from './logbook.schemas';

/** A call's status as the logbook's filter and export name it (its parties are the design's). */
export const LOGBOOK_STATUS_LABELS: Labels<LogbookStatus> = {
  en: { Open: 'Open', Closed: 'Closed' },
  id: { Open: 'Terbuka', Closed: 'Ditutup' },
};
