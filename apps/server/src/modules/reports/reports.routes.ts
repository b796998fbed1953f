import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import type { Language } from '@creditdesk/domain/preferences/languages';
import {
  reportCell,
  reportColumnHeader,
  reportColumns,
} from '@creditdesk/domain/reports/report-columns';
import {
  reportExportQuerySchema,
  reportFilterOptionsSchema,
  reportListQuerySchema,
  reportRowSchema,
  type ReportRow,
} from '@creditdesk/domain/reports/reports.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { actorOf } from '../../plugins/actor';
import { exportQuery } from '../../core/list-query';
import { bearer, protectedErrors } from '../../core/route-schemas';
import { numberColumn, sendTableExport, type ExportColumn } from '../../kit/table-export';
import { permission } from '../../plugins/auth';
import { createReportsService } from './reports.service';

const tags = ['reports'];

/** One list and one export per report page, each under its own sub menu (Read, Export). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = createReportsService({ db: app.db, now: app.now });

  for (const definition of REPORT_DEFINITIONS) {
    // In the requester's language as the page shows them: the shared columns, the badge and
    // the catalogue's few English words; the design's Indonesian names and the data as given.
    const exportColumns: ExportColumn<ReportRow>[] = [
      numberColumn(),
      ...reportColumns(definition).map((column) => ({
        header: { en: reportColumnHeader(column, 'en'), id: reportColumnHeader(column, 'id') },
        value: (row: ReportRow, _index: number, language: Language) =>
          reportCell(column, row, language),
        width: Math.max(14, column.header.length + 4),
      })),
    ];

    app.get(
      `/${definition.slug}`,
      {
        config: permission(definition.subMenu, 'Read'),
        schema: {
          tags,
          security: bearer,
          summary: `${definition.title}: one row per current document, overdue first`,
          querystring: reportListQuerySchema(definition),
          response: { 200: listEnvelope(reportRowSchema), ...protectedErrors },
        },
      },
      async (request) => ({
        message: definition.title,
        response: await reports.list(definition, request.query, actorOf(request)),
      }),
    );

    app.get(
      `/${definition.slug}/filter-options`,
      {
        config: permission(definition.subMenu, 'Read'),
        schema: {
          tags,
          security: bearer,
          summary: `${definition.title}: the choices of its option and type filters, from the document catalogue`,
          response: { 200: envelope(reportFilterOptionsSchema), ...protectedErrors },
        },
      },
      async () => ({
        message: definition.title,
        response: await reports.filterOptions(definition),
      }),
    );

    app.get(
      `/${definition.slug}/export`,
      {
        config: permission(definition.subMenu, 'Export'),
        schema: {
          tags,
          security: bearer,
          summary: `${definition.title}: the filtered rows, all pages, as XLSX or CSV (at most 50,000), streamed`,
          querystring: reportExportQuerySchema(definition),
        },
      },
      async (request, reply) =>
        sendTableExport(reply, {
          name: `laporan-${definition.slug}`,
          sheetName: definition.title,
          format: request.query.format,
          rows: await reports.exportRows(definition, exportQuery(request.query), actorOf(request)),
          columns: exportColumns,
          date: reports.today(),
        }),
    );
  }
};
