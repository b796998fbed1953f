import { z } from 'zod';
import { permissionGrantSchema } from '../access/permissions';
import { DATA_SCOPES } from '../access/privilege';
import { languageSchema } from '../preferences/preferences.schemas';

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

/**
 * The answer of `GET /auth/me`: the current user with his language of the web app, his choice or
 * the deployment's DEFAULT_LANGUAGE when he has made none (preferences module).
 */
export const meSchema = currentUserSchema.extend({
  user: currentUserSchema.shape.user.extend({ language: languageSchema }),
});
export type Me = z.infer<typeof meSchema>;
