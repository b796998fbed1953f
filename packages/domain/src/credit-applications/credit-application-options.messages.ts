import { defineMessages } from '../shared/message-index';
/** Debiturs are many: one answer holds at most this many, and staff narrow it by typing. */
export const DEBITUR_OPTIONS_LIMIT = 50;

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const CREDIT_APPLICATION_OPTIONS_MESSAGES = defineMessages('creditApplicationOptions', {
  debiturType: 'Type must be Personal or Enterprise',
  debiturId: 'Debitur must be a valid id',
  tooManyIds: `At most ${DEBITUR_OPTIONS_LIMIT} debiturs can be looked up at once`,
});
