/** Answers to requests the server cannot read, whatever the route (ARCHITECTURE: bad input never answers 5xx). */
export const REQUEST_MESSAGES = {
  nulCharacter: 'The request contains a NUL character (\\u0000), which no field may hold.',
  malformedMultipart: 'The form data could not be read. Please send the form again.',
  valueNotStorable: 'A value could not be stored. Check the fields and try again.',
  referenceMissing: 'A selected record no longer exists. Reload the page and choose again.',
  accessUndeclared: 'This address is not open to any role.',
  serverBusy: 'The server is busy. Please try again in a moment.',
} as const;
