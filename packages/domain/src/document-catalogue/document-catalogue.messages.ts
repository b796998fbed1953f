import { defineMessages } from '../shared/message-index';

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const DOCUMENT_CATALOGUE_MESSAGES = defineMessages('documentCatalogue', {
  codeRequired: 'Code must be filled',
  codePattern: 'Code may hold only lowercase letters, digits and dashes',
  codeTaken: "The code '{{code}}' is already used",
  codeLocked: "The code of '{{title}}' cannot change: applications already use it",
  titleRequired: 'Title must be filled',
  positionNumber: 'Order must be a whole number from 0',
  debiturKindsRequired: 'Debitur kinds must be selected',
  mandatoryRequired: 'Mandatory rule must be selected',
  categoryRequired: 'Category must be selected',
  unknownCategory: 'The selected category no longer exists. Please choose it again.',
  unknownReport: 'The selected report does not exist',
  fieldLabelRequired: 'Field label must be filled',
  fieldNamePattern: 'Field name must start with a letter and hold only letters and digits',
  fieldTypeRequired: 'Field type must be selected',
  fieldNameTaken: "The field name '{{name}}' is used twice",
  optionsRequired: "The option field '{{label}}' needs at least one option",
  checkNeedsText: "The check of '{{label}}' applies to text fields only",
  dueFieldNotDate: "The due field '{{name}}' must name a date field of this type",
  createFailed: 'Failed to save the document catalogue.',
  deleteTitle: 'Delete from Document Catalogue',
  deleteQuestion: 'Are you sure want to delete this entry?',
  deleteWarning:
    'Once you delete, new applications no longer offer it. Retire it to keep it for old files.',
});
