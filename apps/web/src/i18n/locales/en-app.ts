import type { Texts } from './texts';
import { creditApplications } from './en/credit-applications';
import { documents } from './en/documents';
import { dashboard } from './en/dashboard';
import { groups } from './en/groups';
import { logbook } from './en/logbook';
import { reports } from './en/reports';

/**
 * The English texts of the signed-in screens, one file a namespace (en/). They come with the
 * signed-in area's code (app-texts.ts), so the sign-in page does not download them.
 */
export const enApp = { groups, creditApplications, documents, reports, logbook, dashboard };

export type AppCatalogue = Texts<typeof enApp>;
