import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const REPORT_MESSAGES = defineMessages('reports', {
  dueFrom: 'Due Date From must be a valid date',
  dueTo: 'Due Date To must be a valid date',
  dueRange: 'Due Date To must not be before Due Date From',
  badge: 'Badge must be one of: {{badges}}',
  accepted: "{{label}} must be 'yes' or 'no'",
});
