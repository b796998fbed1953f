import { defineMessages } from '../shared/message-index';

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
/** What reading a document's file found: its state, and a number that differs from the debitur's. */
export const READING_MESSAGES = defineMessages('documentReadings', {
  pending: 'Reading…',
  unreadable: 'Could not be read',
  readFromFile: 'Read from the file: {{number}}',
  nikDiffers: "The file reads NIK {{read}}, the debitur's is {{debitur}}.",
  npwpDiffers: "The file reads NPWP {{read}}, the debitur's is {{debitur}}.",
  nibDiffers: "The file reads NIB {{read}}, the debitur's is {{debitur}}.",
});
