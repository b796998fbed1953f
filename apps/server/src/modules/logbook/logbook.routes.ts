import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import { LOGBOOK_STATUS_LABELS } from '@creditdesk/domain/logbook/logbook.labels';
import {
  logbookBodySchema,
  logbookCloseBodySchema,
  logbookEntrySchema,
  logbookLinkOptionsQuerySchema,
  logbookLinkOptionsSchema,
  logbookListQuerySchema,
  type LogbookEntry,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import {
  createRoute,
  exportRoute,
  getRoute,
  listRoute,
  updateRoute,
  type Resource,
} from '../../kit/crud-routes';
import { answerRoute } from '../../kit/answer-route';
import { dashedColumn, labelColumn, type ExportColumn } from '../../kit/table-export';
import { permission } from '../../plugins/auth';
import { createLogbookService } from './logbook.service';

const resource: Resource = { subMenu: LOGBOOK_SUB_MENU, tags: ['logbook'] };
const PATH = '/logbook-incoming-call';

/**
 * The report's columns as the page shows them (design/reports.md: logbook-incoming-call), in the
 * requester's language: the logbook is the app's own register, so its names are English in
 * English (issue 34).
 */
const exportColumns: ExportColumn<LogbookEntry>[] = [
  {
    header: { en: 'Date / Time', id: 'Tanggal / Jam' },
    value: (row) => toBusinessDateTime(row.callAt),
    width: 18,
  },
  { header: { en: 'Caller', id: 'Penelepon' }, value: (row) => row.caller, width: 24 },
  { header: { en: 'Party', id: 'Pihak' }, value: (row) => row.party, width: 12 },
  { header: { en: 'Phone', id: 'Telepon' }, value: (row) => row.phone, width: 18 },
  dashedColumn(
    { en: 'Application No. or Debitur', id: 'No. Pengajuan atau Debitur' },
    24,
    (row) => row.creditApplication?.creditAppNo ?? row.debitur?.name,
  ),
  dashedColumn({ en: 'Branch', id: 'Cabang' }, 20, (row) => row.branch?.branchName),
  { header: { en: 'Topic', id: 'Topik' }, value: (row) => row.topic, width: 24 },
  { header: { en: 'Summary', id: 'Ringkasan' }, value: (row) => row.summary, width: 40 },
  { header: { en: 'Received By', id: 'Diterima Oleh' }, value: (row) => row.receivedBy, width: 20 },
  dashedColumn({ en: 'Follow-up', id: 'Tindak Lanjut' }, 40, (row) => row.followUp),
  { header: 'PIC', value: (row) => row.personInCharge, width: 20 },
  { header: 'Target', value: (row) => row.targetDate, width: 12 },
  labelColumn('Status', 10, LOGBOOK_STATUS_LABELS, (row) => row.status),
];

export const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const logbook = createLogbookService(app.db);

  // Registered before the record routes: 'link-options' is no call's id.
  answerRoute(app, {
    method: 'GET',
    url: `${PATH}/link-options`,
    config: permission(LOGBOOK_SUB_MENU, 'Read'),
    tags: resource.tags,
    summary: 'Credit applications and debiturs a call may be linked to, in the user scope',
    querystring: logbookLinkOptionsQuerySchema,
    answer: envelope(logbookLinkOptionsSchema),
    message: 'Logbook link options',
    handle: ({ query }, actor) => logbook.linkOptions(query, actor),
  });

  listRoute(app, resource, {
    path: PATH,
    summary: 'The call logbook: Open calls first, the earliest target date (the overdue) on top',
    querystring: logbookListQuerySchema,
    item: logbookEntrySchema,
    message: 'Logbook incoming call',
    list: logbook.list,
  });
  exportRoute(app, resource, {
    path: PATH,
    summary: 'The filtered logbook, all pages, as XLSX or CSV (at most 50,000 rows)',
    querystring: logbookListQuerySchema,
    name: 'laporan-logbook-incoming-call',
    sheetName: 'Logbook Incoming Call',
    columns: exportColumns,
    list: logbook.list,
    access: 'Export',
  });
  getRoute(app, resource, {
    path: PATH,
    item: logbookEntrySchema,
    message: 'Logbook entry',
    get: logbook.get,
  });
  createRoute(app, resource, {
    path: PATH,
    body: logbookBodySchema,
    item: logbookEntrySchema,
    message: 'Call recorded',
    create: logbook.create,
  });
  updateRoute(app, resource, {
    path: PATH,
    body: logbookBodySchema,
    item: logbookEntrySchema,
    message: 'Call updated',
    update: logbook.update,
  });

  answerRoute(app, {
    method: 'POST',
    url: `${PATH}/:id/close`,
    config: permission(LOGBOOK_SUB_MENU, 'Update'),
    tags: resource.tags,
    summary: 'Closes an Open call (409 when it is closed already)',
    params: idParamsSchema,
    body: logbookCloseBodySchema,
    answer: envelope(logbookEntrySchema),
    message: 'Call closed',
    handle: ({ params, body }, actor) => logbook.close(params.id, body?.version, actor),
  });
};
