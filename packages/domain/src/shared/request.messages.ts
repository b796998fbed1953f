import { JSON_DEPTH_MAX } from './limits';
import { defineMessages } from './message-index';

/**
 * Answers any route may give: requests the server cannot read (ARCHITECTURE: bad input never
 * answers 5xx), the generic refusals, and zod's and Fastify's own answers under codes of ours.
 */
export const REQUEST_MESSAGES = defineMessages('request', {
  nulCharacter: 'The request contains a NUL character (\\u0000), which no field may hold.',
  nestedTooDeeply: `The request nests lists and objects more than ${JSON_DEPTH_MAX} levels deep, which no form does.`,
  fileEmpty: 'The file is empty',
  fileRepeated: 'Only one file may be sent in each file field.',
  unexpectedFile: 'Unexpected file field: {{field}}',
  jsonPartInvalid: 'A form part sent as application/json does not hold valid JSON.',
  malformedMultipart: 'The form data could not be read. Please send the form again.',
  malformedUpload: 'The upload was cut off or is malformed. Please send it again.',
  valueNotStorable: 'A value could not be stored. Check the fields and try again.',
  referenceMissing: 'A selected record no longer exists. Reload the page and choose again.',
  accessUndeclared: 'This address is not open to any role.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  exportsBusy: 'Too many exports are running. Please try again in a moment.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested data was not found.',
  routeNotFound: 'The requested resource was not found.',
  staleRecord: 'This record was changed by someone else. Reload and try again.',
  inUse: 'You cannot delete data. The data has been used in another module.',
  duplicate: 'This data already exists.',
  serverError: 'Something went wrong on our side. Please try again.',
  unpagedTooLarge:
    'A list without pages is limited to 5,000 rows. Narrow the search or filters, or read it page by page.',
  exportTooLarge:
    'The export is limited to 50,000 rows. Narrow the search or filters and try again.',
  unknownSortKey: 'Sort by must be one of: {{keys}}.',
  tooLong: 'Must be {{max}} characters or less. Now {{length}} characters',
  dateOnly: 'Date must be a valid date in yyyy-MM-dd format',
  // zod's answers for rules our schemas give no message of their own.
  invalidInput: 'Invalid input',
  invalidType: 'Invalid input: expected {{expected}}',
  tooSmall: 'Too small: expected {{origin}} to have at least {{minimum}}',
  tooBig: 'Too big: expected {{origin}} to have at most {{maximum}}',
  invalidFormat: 'Invalid {{format}}',
  invalidOption: 'Invalid option: expected one of {{options}}',
  unrecognizedKeys: 'Unrecognized key(s) in object: {{keys}}',
  // Fastify's own answers, before a route runs.
  badRequest: 'The request could not be read. Check what was sent and try again.',
  unsupportedMediaType: 'This content type is not accepted here.',
  tooLarge: 'The request is too large.',
  notAcceptable: 'The request could not be answered in the format it asks for.',
});
