import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import {
  captchaSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  receiptSchema,
  refreshTokenBodySchema,
  resetTokenQuerySchema,
  resetTokenStatusSchema,
  tokenPairSchema,
} from '@creditdesk/domain/auth/auth.schemas';
import { meSchema } from '@creditdesk/domain/auth/current-user.schemas';
import { envelope, errorBodySchema } from '@creditdesk/domain/shared/envelope.schemas';
import { publicRoute, signedInPrincipal, signedInRoute } from '../../plugins/auth';
import type { PreferencesService } from '../preferences/preferences.service';
import type { AuthService } from './auth.service';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

/**
 * Answers these public routes give beyond those of their shape (lib/route-schemas: errorStatuses):
 * a sign-in refused (401) or locked out (403), a refresh token that is not valid (401).
 */
const signInRefused = { 401: errorBodySchema, 403: errorBodySchema };
const refreshRefused = { 401: errorBodySchema };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  preferencesService: PreferencesService;
}> = async (app, { authService, preferencesService }) => {
  const rateLimited = {
    ...publicRoute,
    rateLimit: {
      max: app.config.authRateLimit.max,
      timeWindow: app.config.authRateLimit.timeWindowMs,
    },
  };

  app.get(
    '/captcha',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'A new single-use captcha, valid 5 minutes',
        response: { 200: envelope(captchaSchema) },
      },
    },
    async () => ({ message: 'Captcha created', response: await authService.createCaptcha() }),
  );

  app.post(
    '/login',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Sign in',
        body: loginBodySchema,
        response: { 200: envelope(tokenPairSchema), ...signInRefused },
      },
    },
    async (request) => ({
      message: englishMessage(AUTH_MESSAGES.signedIn),
      response: await authService.login(request.body, {
        requestId: request.id,
        clientAddress: request.ip,
      }),
    }),
  );

  app.post(
    '/refresh-token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshTokenBodySchema,
        response: { 200: envelope(tokenPairSchema), ...refreshRefused },
      },
    },
    async (request) => ({
      message: englishMessage(AUTH_MESSAGES.tokenRefreshed),
      response: await authService.refresh(request.body.refreshToken, request.id),
    }),
  );

  app.post(
    '/logout',
    {
      config: signedInRoute,
      schema: {
        tags,
        summary: 'End the current session',
        security: [{ bearer: [] }],
        body: logoutBodySchema.optional(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await authService.logout(signedInPrincipal(request), request.id);
      return { message: englishMessage(AUTH_MESSAGES.signedOut), response: null };
    },
  );

  app.get(
    '/me',
    {
      config: signedInRoute,
      schema: {
        tags,
        summary: 'The signed-in user and the permissions of their role',
        security: [{ bearer: [] }],
        response: { 200: envelope(meSchema) },
      },
    },
    async (request) => {
      const principal = signedInPrincipal(request);
      const current = await authService.currentUser(principal);
      const language = await preferencesService.languageOf(principal.userId);
      return {
        message: 'Current user',
        response: { ...current, user: { ...current.user, language } },
      };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Mail a link to set a new password',
        description:
          'Answers the same whether or not the email exists; the token is a receipt, not the reset secret.',
        body: forgotPasswordBodySchema,
        response: { 200: envelope(receiptSchema) },
      },
    },
    async (request) => ({
      message: englishMessage(AUTH_MESSAGES.forgotPasswordSent),
      response: await authService.forgotPassword(request.body, request.id),
    }),
  );

  app.get(
    '/forgot-password/sync',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Check a password link before showing the form',
        querystring: resetTokenQuerySchema,
        response: { 200: envelope(resetTokenStatusSchema) },
      },
    },
    async (request) => ({
      message: englishMessage(AUTH_MESSAGES.resetTokenValid),
      response: await authService.checkResetToken(request.query.token),
    }),
  );

  app.post(
    '/change-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Set a new password with a mailed link; ends every session of the user',
        body: changePasswordBodySchema,
        response: { 200: envelope(receiptSchema) },
      },
    },
    async (request) => ({
      message: englishMessage(AUTH_MESSAGES.passwordChanged),
      response: await authService.changePassword(request.body, request.id),
    }),
  );
};
