import { defineMessages } from '../shared/message-index';
// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const CREDIT_APPLICATION_MESSAGES = defineMessages('creditApplications', {
  typeRequired: 'Type must be selected',
  joinTypeRequired: 'Join Type must be selected',
  debiturRequired: 'Debitur must be filled when join type is existing debitur',
  creditTypeRequired: 'Credit Type must be selected',
  plafondRequired: 'Plafond must be filled',
  plafondNumber: 'Plafond must be number',
  facilitiesRequired: 'Facilities must be selected',
  tenorStartRequired: 'Tenor Start Date must be selected',
  tenorEndRequired: 'Tenor End Date must be selected',
  creditDescRequired: 'Credit Description must be filled',
  fileType: 'Invalid file type',
  fileTooLarge: 'File too large (max 20MB)',
  // The spec gives no text for the rules below; these are the server's own.
  plafondPositive: 'Plafond must be greater than 0',
  plafondPrecision: 'Plafond may have at most 18 digits before and 2 after the decimal point',
  appDateFuture: 'Application date cannot be in the future',
  tenorEndBeforeStart: 'Tenor End Date cannot be before Tenor Start Date',
  newDebiturRequired: 'New debitur data must be filled when join type is new debitur',
  newDebiturNotObject: 'New debitur data must be a JSON object',
  statusUnknown: 'Status is not a known credit application status',
  wizardStatus: "Status must be 'Draft' or 'Open'",
  facilitiesNotList: 'Facilities must be a list of facility ids',
  archiveInReview:
    'A credit application Waiting for Review cannot be archived: it stays in the approval queue until it is approved or rejected.',
});
