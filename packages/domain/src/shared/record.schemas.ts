import { z } from 'zod';

/** Fields every stored record answers with. */
export const recordFields = {
  _id: z.string(),
  version: z.number().int(),
  created: z.string(),
  modified: z.string(),
};
