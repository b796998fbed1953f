import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const DOKUMEN_TBO_MESSAGES = defineMessages('dokumenTbo', {
  promisedFrom: 'Promised Date From must be a valid date',
  promisedTo: 'Promised Date To must be a valid date',
  promisedRange: 'Promised Date To must not be before Promised Date From',
  badge: 'Badge must be one of: {{badges}}',
  status: 'Status must be one of: {{statuses}}',
});
