import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';

export const usersRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  mailer: Mailer;
}> = async () => {};
