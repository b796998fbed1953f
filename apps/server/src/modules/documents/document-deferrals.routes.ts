import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  deferralBodySchema,
  deferralDecisionBodySchema,
  deferralParamsSchema,
  deferralSchema,
} from '@creditdesk/domain/documents/document-deferrals.schemas';
import { envelope, errorBodySchema } from '@creditdesk/domain/shared/envelope.schemas';
import { bearer, protectedErrors } from '../../core/route-schemas';
import { actorOf } from '../../plugins/actor';
import { permission } from '../../plugins/auth';
import type { DocumentDeferralsService } from './document-deferrals.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['documents'];
const url = '/document-credit-application/:id/type/:typeId/deferral';
/** 404: the application outside the actor's area, a type not of it, no deferral to act on. */
const errors = { ...protectedErrors, 404: errorBodySchema, 409: errorBodySchema };
const answer = envelope(deferralSchema);

/** The deferred documents' (TBO) calls, beside the document routes. */
export const registerDeferralRoutes = (app: App, deferrals: DocumentDeferralsService) => {
  app.post(
    url,
    {
      config: permission(SUB_MENUS.creditApplication, 'Update'),
      schema: {
        tags,
        security: bearer,
        summary:
          "Defer a mandatory document without a file to a promised date (TBO): the application's creator, Credit Approved",
        params: deferralParamsSchema,
        body: deferralBodySchema,
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const { id, typeId } = request.params;
      const deferral = await deferrals.request(id, typeId, request.body, actorOf(request));
      return reply.code(201).send({ message: 'Document deferral requested', response: deferral });
    },
  );

  app.delete(
    url,
    {
      config: permission(SUB_MENUS.creditApplication, 'Update'),
      schema: {
        tags,
        security: bearer,
        summary: "Withdraw a document's open deferral: the creator, before Submit",
        params: deferralParamsSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => ({
      message: 'Document deferral withdrawn',
      response: await deferrals.withdraw(
        request.params.id,
        request.params.typeId,
        actorOf(request),
      ),
    }),
  );

  app.post(
    `${url}/decision`,
    {
      config: permission(SUB_MENUS.approval, 'Waive'),
      schema: {
        tags,
        security: bearer,
        summary:
          "Grant (it then counts as present for Submit) or refuse a requested deferral: not the application's creator",
        params: deferralParamsSchema,
        body: deferralDecisionBodySchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const { id, typeId } = request.params;
      return {
        message:
          request.body.action === 'Granted'
            ? 'Document deferral granted'
            : 'Document deferral refused',
        response: await deferrals.decide(id, typeId, request.body, actorOf(request)),
      };
    },
  );
};
