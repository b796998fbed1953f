import { defineMessages } from '../shared/message-index';

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
/**
 * The credit file's documents, what a client sends: messages, file limits, the metadata rule,
 * upload and update payloads (spec section 3), the decision and the paths and queries. What the
 * server answers is in `document-answers.schemas.ts`.
 */
export const DOCUMENT_MESSAGES = defineMessages('documents', {
  filled: '{{label}} must be filled',
  number: '{{label}} must be a number',
  selected: '{{label}} must be selected',
  validDate: '{{label}} must be a valid date',
  fileRequired: 'Upload Document must be selected',
  documentTypeRequired: 'Document type must be filled',
  fileType: 'Invalid file type',
  fileTooLarge: 'File too large (max 20MB)',
  pickerTypes: 'Only file types allowed: .jpg, .jpeg, .png, .pdf, .doc, .docx, .xls, .xlsx, .csv',
  pickerSize: 'Max file size is 20 MB',
  // The spec gives no text for the rules below; these are the server's own.
  nikDigits: '{{label}} must be exactly 16 digits',
  npwpFormat: 'Invalid NPWP format (expected: 99.999.999.9-999.999)',
  nibDigits: 'NIB must be between 13 to 16 digits',
  dataNotJson: 'data must be a JSON object',
  updatesNotJson: 'updates must be a JSON list',
  typeUnknown: 'Document type is not part of this credit application',
  fileUnknown: 'The file was not found in this credit application',
  earlierFileUnknown: 'The chosen earlier file was not found for this debitur',
  actionRequired: "Action must be 'Approved' or 'Rejected'",
  rejectReasonRequired: 'Reason must be filled',
  notCreator: 'Only the creator of the credit application can change its documents.',
  lockedForReview:
    'Documents cannot be changed while the credit application is Waiting for Review.',
  notYetApproved: 'Documents can be managed from Credit Approved on.',
  submitWrongStatus:
    'Only a Credit Approved credit application can be submitted; this one is {{status}}.',
  missingMandatory: 'These mandatory documents are missing: {{titles}}.',
  decideWrongStatus:
    'Only a credit application Waiting for Review can be approved or rejected; this one is {{status}}.',
  fourEyes: 'The creator of a credit application cannot approve or reject it.',
  submitNotCreator: 'Only the creator of the credit application can submit it for review.',
  submitArchived:
    'An archived credit application cannot be submitted for review: unarchive it first, so that it reaches the approval queue.',
  typeNotRenamable: "Only a document type added with 'Add Other Document' can be renamed.",
  fileNotUsed: 'The file {{field}} is not named by any update.',
});
