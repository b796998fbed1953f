import { defineMessages } from '../shared/message-index';

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
/** Deferred mandatory documents (TBO): the request, the decision on it and their refusals. */
export const DEFERRAL_MESSAGES = defineMessages('deferrals', {
  promisedDateRequired: 'Promised date must be filled',
  promisedDateRange: 'Promised date must be between {{from}} and {{to}}',
  promisedDateFrom: 'Promised date must be {{from}} or later',
  reasonRequired: 'Reason must be filled',
  actionRequired: "Action must be 'Granted' or 'Refused'",
  refuseReasonRequired: 'Reason must be filled to refuse a deferral',
  notCreator: 'Only the creator of the credit application can defer or withdraw its documents.',
  requestWrongStatus:
    'A document can be deferred only while the credit application is Credit Approved; this one is {{status}}.',
  notMandatory: 'Only a mandatory document of this credit application can be deferred.',
  hasFile: 'This document already has a file, so it cannot be deferred.',
  alreadyOpen: 'This document already has an open deferral ({{status}}).',
  noOpenDeferral: 'This document has no open deferral.',
  withdrawAfterSubmit:
    'A deferral cannot be withdrawn once the credit application has been submitted; this one is {{status}}.',
  decideCreator: 'The creator of a credit application cannot grant or refuse its deferrals.',
  decideWrongStatus: 'Only a requested deferral can be granted or refused; this one is {{status}}.',
});
