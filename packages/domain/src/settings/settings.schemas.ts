import { z } from 'zod';

/** What the web app needs to know of the server's configuration before it shows a page. */
export const appSettingsSchema = z.object({
  /** The bank's calendar (IANA zone, TZ_BUSINESS): today for every date-only default and rule. */
  timeZone: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
