import { z } from 'zod';
import { arrayFilter, sortedListQuery, versionField } from '../shared/list-query.schemas';
import { dateOnly } from '../shared/dates';
import { namedRecordSchema, RECORD_SORT_KEYS, recordFields } from '../shared/record.schemas';
import { TEXT_MAX, TEXTAREA_MAX } from '../shared/limits';
import { maxCharacters, optionalTextarea, requiredText } from '../shared/text.schemas';
import { LOGBOOK_MESSAGES } from './logbook.messages';

/** Who called the desk (design/reports.md: the logbook). */
export const LOGBOOK_PARTIES = [
  'Debitur',
  'Notaris',
  'Developer',
  'Dealer',
  'Asuransi',
  'Cabang',
  'Lainnya',
] as const;
export type LogbookParty = (typeof LOGBOOK_PARTIES)[number];

export const LOGBOOK_STATUSES = ['Open', 'Closed'] as const;
export type LogbookStatus = (typeof LOGBOOK_STATUSES)[number];

export { LOGBOOK_MESSAGES };
const M = LOGBOOK_MESSAGES;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalId = (message: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: message }).optional());

/** A moment with its offset (ISO 8601), so the call's time means the same in every time zone. */
const callAtSchema = z
  .string({ error: M.callAtRequired })
  .trim()
  .min(1, M.callAtRequired)
  .pipe(z.iso.datetime({ offset: true, error: M.callAtInvalid }))
  .meta({ format: 'date-time', pattern: z.regexes.datetime({ offset: true }).source });

/** The add and edit form of a call; a new call is Open, only the close action closes it. */
export const logbookBodySchema = z.object({
  callAt: callAtSchema,
  caller: requiredText(M.callerRequired),
  party: z.enum(LOGBOOK_PARTIES, { error: M.partyRequired }),
  phone: requiredText(M.phoneRequired),
  creditApplicationId: optionalId(M.linkInvalid),
  debiturId: optionalId(M.debiturInvalid),
  topic: requiredText(M.topicRequired),
  summary: requiredText(M.summaryRequired, TEXTAREA_MAX),
  receivedBy: requiredText(M.receivedByRequired),
  followUp: optionalTextarea(),
  personInCharge: requiredText(M.personInChargeRequired),
  targetDate: dateOnly(M.targetDateRequired),
  version: versionField,
});
export type LogbookBody = z.infer<typeof logbookBodySchema>;
export type LogbookBodyInput = z.input<typeof logbookBodySchema>;

/** The form's call moment: the date and the time on the bank's clock, joined when sent. */
export const logbookFormSchema = logbookBodySchema.omit({ callAt: true, version: true }).extend({
  callDate: dateOnly(M.callDateRequired),
  callTime: z
    .string({ error: M.callAtRequired })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.callAtRequired),
});
export type LogbookForm = z.infer<typeof logbookFormSchema>;

export const logbookCloseBodySchema = z.object({ version: versionField }).default({});

export const logbookEntrySchema = z.object({
  ...recordFields,
  callAt: z.string(),
  caller: z.string(),
  party: z.enum(LOGBOOK_PARTIES),
  phone: z.string(),
  creditApplication: z.object({ _id: z.string(), creditAppNo: z.string() }).nullable(),
  debitur: namedRecordSchema.nullable(),
  branch: z.object({ _id: z.string(), branchName: z.string() }).nullable(),
  topic: z.string(),
  summary: z.string(),
  receivedBy: z.string(),
  followUp: z.string().nullable(),
  personInCharge: z.string(),
  targetDate: z.string().meta({ format: 'date' }),
  status: z.enum(LOGBOOK_STATUSES),
  closedAt: z.string().nullable(),
  createdBy: namedRecordSchema.nullable(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

/** The keys the list sorts by; without one it lists Open calls first, the earliest target date on top. */
export const LOGBOOK_SORT_KEYS = [
  ...RECORD_SORT_KEYS,
  'callAt',
  'targetDate',
  'caller',
  'party',
  'status',
] as const;

/** The list: search, the page filters pihak (party) and status, Open and overdue first. */
export const logbookListQuerySchema = sortedListQuery(LOGBOOK_SORT_KEYS).extend({
  party: arrayFilter(z.enum(LOGBOOK_PARTIES)),
  status: arrayFilter(z.enum(LOGBOOK_STATUSES)),
});
export type LogbookListQuery = z.infer<typeof logbookListQuerySchema>;

export const LINK_OPTIONS_LIMIT = 10;

/** What a call may be linked to, for the form's selects: the user's applications and debiturs. */
export const logbookLinkOptionsQuerySchema = z.object({
  search: maxCharacters(z.string().trim(), TEXT_MAX).optional(),
  /** The chosen ids, so a saved link keeps its label whatever the search. */
  creditApplicationId: optionalId(M.linkInvalid),
  debiturId: optionalId(M.debiturInvalid),
});
export type LogbookLinkOptionsQuery = z.infer<typeof logbookLinkOptionsQuerySchema>;

export const logbookLinkOptionsSchema = z.object({
  applications: z.array(
    z.object({ _id: z.string(), creditAppNo: z.string(), debiturName: z.string().nullable() }),
  ),
  debiturs: z.array(namedRecordSchema),
});
export type LogbookLinkOptions = z.infer<typeof logbookLinkOptionsSchema>;
