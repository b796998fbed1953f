import { z } from 'zod';

/** Fields every stored record answers with. */
export const recordFields = {
  _id: z.string(),
  version: z.number().int(),
  created: z.string(),
  modified: z.string(),
};

/** Another record as an answer names it: a creator, a debitur, a photo. */
export const namedRecordSchema = z.object({ _id: z.string(), name: z.string() });

/** The sort keys every sorted list starts with, before its own columns. */
export const RECORD_SORT_KEYS = ['created', 'modified'] as const;
