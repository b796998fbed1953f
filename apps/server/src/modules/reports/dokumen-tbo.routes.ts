import { DOKUMEN_TBO_SLUG } from '@creditdesk/domain/access/access-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@creditdesk/domain/preferences/languages';
import {
  DOKUMEN_TBO_COLUMNS,
  DOKUMEN_TBO_SUB_MENU,
  DOKUMEN_TBO_TITLE,
  dokumenTboCell,
  dokumenTboExportQuerySchema,
  dokumenTboHeader,
  dokumenTboListQuerySchema,
  dokumenTboRowSchema,
  type DokumenTboRow,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { actorOf } from '../../plugins/actor';
import { exportQuery } from '../../core/list-query';
import { bearer, protectedErrors } from '../../core/route-schemas';
import { numberColumn, sendTableExport, type ExportColumn } from '../../kit/table-export';
import { permission } from '../../plugins/auth';
import { createDokumenTboService } from './dokumen-tbo.service';

const tags = ['reports'];

/** The page's columns in the requester's language, as the page names and shows them. */
const exportColumns: ExportColumn<DokumenTboRow>[] = [
  numberColumn(),
  ...DOKUMEN_TBO_COLUMNS.map((column) => ({
    header: { en: dokumenTboHeader(column, 'en'), id: dokumenTboHeader(column, 'id') },
    value: (row: DokumenTboRow, _index: number, language: Language) =>
      dokumenTboCell(column, row, language),
    width: column.width,
  })),
];

/** The Dokumen TBO page: its list and its export, under its sub menu's Read and Export. */
export const dokumenTboRoutes: FastifyPluginAsyncZod = async (app) => {
  const deferrals = createDokumenTboService({ db: app.db, now: app.now });

  app.get(
    `/${DOKUMEN_TBO_SLUG}`,
    {
      config: permission(DOKUMEN_TBO_SUB_MENU, 'Read'),
      schema: {
        tags,
        security: bearer,
        summary: `${DOKUMEN_TBO_TITLE}: open deferrals of mandatory documents, overdue first`,
        querystring: dokumenTboListQuerySchema,
        response: { 200: listEnvelope(dokumenTboRowSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: DOKUMEN_TBO_TITLE,
      response: await deferrals.list(request.query, actorOf(request)),
    }),
  );

  app.get(
    `/${DOKUMEN_TBO_SLUG}/export`,
    {
      config: permission(DOKUMEN_TBO_SUB_MENU, 'Export'),
      schema: {
        tags,
        security: bearer,
        summary: `${DOKUMEN_TBO_TITLE}: the filtered rows, all pages, as XLSX or CSV (at most 50,000)`,
        querystring: dokumenTboExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { data } = await deferrals.list(exportQuery(request.query), actorOf(request));
      return sendTableExport(reply, {
        name: `laporan-${DOKUMEN_TBO_SLUG}`,
        sheetName: DOKUMEN_TBO_TITLE,
        format: request.query.format,
        rows: data,
        columns: exportColumns,
        date: deferrals.today(),
      });
    },
  );
};
