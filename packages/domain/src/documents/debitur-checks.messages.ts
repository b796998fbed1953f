import { defineMessages } from '../shared/message-index';

// Apart from the checks, so that the web's language catalogue reads the texts without zod.
/** What the credit file's checks against the debitur say: each mismatch, and Submit's rule. */
export const DEBITUR_CHECK_MESSAGES = defineMessages('debiturChecks', {
  nik: "NIK {{documentValue}} differs from the debitur's {{debiturValue}}.",
  name: "The name {{documentValue}} differs from the debitur's {{debiturValue}}.",
  npwp: "NPWP {{documentValue}} differs from the debitur's {{debiturValue}}.",
  nib: "NIB {{documentValue}} differs from the debitur's {{debiturValue}}.",
  reasonRequired: 'Give a reason to submit with data mismatches.',
  submittedWithMismatches: 'Submitted with data mismatches ({{count}})',
});
