import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';
import {
  catalogueCategorySchema,
  catalogueTreeSchema,
  catalogueTypeSchema,
  categoryBodySchema,
  categoryCodeParamsSchema,
  categoryUpdateSchema,
  typeBodySchema,
  typeIdParamsSchema,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
import { can, createRoute } from '../../kit/crud-routes';
import { createDocumentCatalogueService } from './document-catalogue.service';

const resource = {
  subMenu: SUB_MENUS.documentCatalogue,
  tags: [DOCUMENT_CATALOGUE_MODULE.word],
};
const { api } = DOCUMENT_CATALOGUE_MODULE;

export const documentCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDocumentCatalogueService(app.db);
  answerRoute(app, {
    method: 'GET',
    url: api.tree,
    config: can(resource, 'Read'),
    tags: resource.tags,
    summary: 'The document catalogue: its categories in order, each with its types in order',
    answer: envelope(catalogueTreeSchema),
    message: 'Document catalogue',
    handle: () => service.tree(),
  });

  createRoute(app, resource, {
    path: api.category,
    item: catalogueCategorySchema,
    body: categoryBodySchema,
    message: 'Document category created',
    create: (body, actor) => service.createCategory(body, actor),
  });
  answerRoute(app, {
    method: 'PUT',
    url: `${api.category}/:code`,
    config: can(resource, 'Update'),
    tags: resource.tags,
    summary: "A category's title, order, debitur kinds and retirement (its code stays)",
    params: categoryCodeParamsSchema,
    body: categoryUpdateSchema,
    answer: envelope(catalogueCategorySchema),
    message: 'Document category updated',
    handle: ({ params, body }, actor) => service.updateCategory(params.code, body, actor),
  });
  answerRoute(app, {
    method: 'DELETE',
    url: `${api.category}/:code`,
    config: can(resource, 'Delete'),
    tags: resource.tags,
    summary: 'Deletes a category that holds no type; one in use is refused (409): retire it',
    params: categoryCodeParamsSchema,
    answer: envelope(z.null()),
    message: 'Document category deleted',
    handle: async ({ params }, actor) => {
      await service.removeCategory(params.code, actor);
      return null;
    },
  });

  createRoute(app, resource, {
    path: api.type,
    item: catalogueTypeSchema,
    body: typeBodySchema,
    message: 'Document type created',
    create: (body, actor) => service.createType(body, actor),
  });
  answerRoute(app, {
    method: 'PUT',
    url: `${api.type}/:id`,
    config: can(resource, 'Update'),
    tags: resource.tags,
    summary: "A type's fields, rule, report and order; its code is fixed once a file uses it",
    params: typeIdParamsSchema,
    body: typeBodySchema,
    answer: envelope(catalogueTypeSchema),
    message: 'Document type updated',
    handle: ({ params, body }, actor) => service.updateType(params.id, body, actor),
  });
  answerRoute(app, {
    method: 'DELETE',
    url: `${api.type}/:id`,
    config: can(resource, 'Delete'),
    tags: resource.tags,
    summary: 'Deletes a type no file or deferral names; one in use is refused (409): retire it',
    params: typeIdParamsSchema,
    answer: envelope(z.null()),
    message: 'Document type deleted',
    handle: async ({ params }, actor) => {
      await service.removeType(params.id, actor);
      return null;
    },
  });
};
