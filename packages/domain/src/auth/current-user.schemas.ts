import { z } from 'zod';
import { permissionGrantSchema } from '../access/permissions';
import { DATA_SCOPES } from '../access/privilege';

export const currentUserSchema = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    role: z
      .object({ _id: z.string(), name: z.string(), dataScope: z.enum(DATA_SCOPES) })
      .nullable(),
  }),
  permissions: z.array(permissionGrantSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
