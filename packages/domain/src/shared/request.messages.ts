import { JSON_DEPTH_MAX } from './limits';

/** Answers to requests the server cannot read, whatever the route (ARCHITECTURE: bad input never answers 5xx). */
export const REQUEST_MESSAGES = {
  nulCharacter: 'The request contains a NUL character (\\u0000), which no field may hold.',
  nestedTooDeeply: `The request nests lists and objects more than ${JSON_DEPTH_MAX} levels deep, which no form does.`,
  fileEmpty: 'The file is empty',
  fileRepeated: 'Only one file may be sent in each file field.',
  jsonPartInvalid: 'A form part sent as application/json does not hold valid JSON.',
  malformedMultipart: 'The form data could not be read. Please send the form again.',
  valueNotStorable: 'A value could not be stored. Check the fields and try again.',
  referenceMissing: 'A selected record no longer exists. Reload the page and choose again.',
  accessUndeclared: 'This address is not open to any role.',
  serverBusy: 'The server is busy. Please try again in a moment.',
} as const;
